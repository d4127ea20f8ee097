import { describe, expect, it } from 'vitest'
import { STANDARDS, STANDARDS_BY_ID } from '../standards/index.ts'
import { DRAWING_LAYERS, draw, drawingSvg, drawStandard, profileFor, sizeDrawing } from './index.ts'

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

  it('put every element on the layer its style says, and give the scale in units per mm', () => {
    for (const item of STANDARDS) {
      const { drawing } = drawStandard(item)
      for (const element of drawing.elements) expect(DRAWING_LAYERS, item.id).toContain(element.layer)
      for (const element of drawing.elements.filter((e) => e.tag === 'text')) {
        expect(element.layer, item.id).toBe('dimension')
      }
      expect(drawing.scale, item.id).toBeGreaterThan(0)
    }
    const nut = drawStandard(standard('din-934')).drawing
    const layerOf = (match: (attrs: Record<string, string | number>) => boolean) =>
      nut.elements.filter((element) => match(element.attrs)).map((element) => element.layer)
    expect(layerOf((attrs) => attrs['stroke-dasharray'] === '5 3')).toEqual(['hidden'])
    expect(layerOf((attrs) => attrs['stroke-dasharray'] === '14 3 2 3')).toEqual(['centre', 'centre'])
    // The thread's three-quarter circle is a narrow line; the core hole an edge.
    expect(
      nut.elements.filter((element) => element.tag === 'circle').map((element) => element.layer),
    ).toEqual(['thin', 'outline', 'thin'])
    const washer = drawStandard(standard('din-125')).drawing
    expect(washer.elements.filter((element) => element.layer === 'hatch')).toHaveLength(2)
  })

  it('draw one size of the table with its values, or nothing when the table cannot', () => {
    const bolt = sizeDrawing(standard('din-933'), 'M10', 40)!
    expect(bolt).toMatchObject({ size: 'M10', length: 40, values: { d: 10, s: 17, k: 6.4, l: 40 } })
    // The side view's outlines run k + l from the head's face to the shank's end, in units of `scale` per mm.
    const xs = bolt.drawing.elements
      .filter((element) => element.layer === 'outline' && element.tag === 'path')
      .slice(1)
      .flatMap((element) =>
        [...String(element.attrs.d).matchAll(/[MLH](-?[\d.]+)/g)].map((m) => Number(m[1])),
      )
    expect((Math.max(...xs) - Math.min(...xs)) / bolt.drawing.scale).toBeCloseTo(46.4, 1)
    expect(sizeDrawing(standard('din-125'), 'M8', null)?.values).toMatchObject({ d1: 8.4, d2: 16, h: 1.6 })
    expect(sizeDrawing(standard('din-933'), 'M16', 40)).toBeNull()
    expect(sizeDrawing(standard('din-127'), 'M10', null)).toBeNull()
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
