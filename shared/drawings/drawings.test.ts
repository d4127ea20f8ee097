import { describe, expect, it } from 'vitest'
import { STANDARDS, STANDARDS_BY_ID } from '../standards/index.ts'
import { draw, drawingSvg, drawStandard, profileFor } from './index.ts'

const standard = (id: string) => STANDARDS_BY_ID.get(id)!

/** The letters written on the drawing, as its SVG shows them. */
function lettersIn(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*data-letter="([^"]+)"[^>]*>([^<]*)<\/text>/g)].map((match) => match[2]!)
}

describe('dimension drawings', () => {
  it('draw each kind with the letters of its standard', () => {
    const expected: [string, string, string[]][] = [
      ['din-933', 'hex-bolt', ['s', 'k', 'l', 'd']],
      ['din-931', 'hex-bolt', ['s', 'k', 'b', 'l', 'd']],
      ['din-6921', 'flange-bolt', ['s', 'dc', 'k', 'l', 'd']],
      ['iso-4762', 'socket-cap', ['s', 'dk', 'k', 'b', 'l', 'd']],
      ['din-7991', 'countersunk', ['s', 'dk', 'k', 'b', 'l', 'd']],
      ['iso-7380', 'button', ['s', 'dk', 'k', 'l', 'd']],
      ['din-934', 'nut', ['s', 'd', 'm']],
      ['din-985', 'nut', ['s', 'd', 'h']],
      ['din-125', 'washer', ['d2', 'd1', 'h']],
      ['din-127', 'washer', ['d2', 'd1', 'b', 's']],
    ]
    for (const [id, profile, letters] of expected) {
      const { drawing } = drawStandard(standard(id))
      expect(drawing.profile, id).toBe(profile)
      expect(drawing.letters, id).toEqual(letters)
      expect(lettersIn(drawingSvg(drawing)), id).toEqual(letters)
    }
  })

  it('draw at a representative size: M10 and a preferred length near 4 d, long enough for b', () => {
    expect(drawStandard(standard('din-933'))).toMatchObject({ size: 'M10', length: 40 })
    // DIN 931 M10: b = 26, so the bolt must be longer than 26 + 15.
    expect(drawStandard(standard('din-931')).length).toBeGreaterThanOrEqual(45)
    // ISO 4017 lacks k at M2/M2.5 only; DIN 127 lacks s at M10, so it is drawn at a complete size.
    expect(drawStandard(standard('din-127')).size).not.toBe('M10')
    expect(drawStandard(standard('din-934')).length).toBeUndefined()
  })

  it('give every other part a generic outline, with no dimension for a letter the standard lacks', () => {
    const rod = drawStandard(standard('din-976'))
    expect(rod.drawing.profile).toBe('generic')
    expect(rod.size).toBeUndefined()
    expect(rod.drawing.letters).toEqual([])
    expect(profileFor(standard('din-603'))).toBe('generic')
    expect(drawStandard(standard('din-603')).drawing.letters).toEqual(
      expect.arrayContaining(['dk', 'k', 'l', 'd']),
    )
  })

  it('draw every standard of the catalogue inside its frame', () => {
    for (const item of STANDARDS) {
      const { drawing } = drawStandard(item)
      const numbers = drawing.elements.flatMap((element) =>
        Object.entries(element.attrs)
          .filter(([name]) => ['x', 'y', 'cx', 'cy'].includes(name))
          .map(([, value]) => Number(value)),
      )
      for (const value of numbers) {
        expect(value, item.id).toBeGreaterThanOrEqual(0)
        expect(value, item.id).toBeLessThanOrEqual(Math.max(drawing.width, drawing.height))
      }
      expect(drawing.width, item.id).toBeLessThanOrEqual(640)
    }
  })

  it('write standalone SVG markup with escaped text', () => {
    const svg = drawingSvg(
      draw({ profile: 'nut', d: 6, values: { s: 10, m: 5 }, letters: ['d', 's', 'm'] }),
      'M6 <nut>',
    )
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
    expect(svg).toContain('<title>M6 &#60;nut&#62;</title>')
    expect(svg.endsWith('</svg>')).toBe(true)
  })
})
