import { describe, expect, it } from 'vitest'
import { STANDARDS_BY_ID } from './catalogue.ts'
import type { SizeKey } from './types.ts'
import { DENSITY, densityOf, pieceVolume, weightPer1000 } from './weight.ts'

const standard = (id: string) => {
  const found = STANDARDS_BY_ID.get(id)
  if (!found) throw new Error(id)
  return found
}
const steel = (id: string, size: SizeKey, length: number | null) =>
  weightPer1000(standard(id), size, length, DENSITY['carbon-steel']!)

/** Within 3% of a published value. */
function near(actual: number | null, published: number) {
  expect(actual).not.toBeNull()
  expect(Math.abs(actual! - published) / published).toBeLessThanOrEqual(0.03)
}

describe('weight per 1,000 pieces against published tables', () => {
  it('hex head screws DIN 933: M10x40 about 33 kg, M8x30 about 16 kg (issue 20, the catalogue figures)', () => {
    near(steel('din-933', 'M10', 40), 33)
    near(steel('din-933', 'M8', 30), 16)
  })

  it('socket head cap screws DIN 912 M8x30 (fullerkr.com "DIN 912 weight chart": 16.9 kg)', () => {
    near(steel('din-912', 'M8', 30), 16.9)
  })

  it('plain washers DIN 125 A (ajaxboltco.com "Standard Washer DIN125 dimensions": 1.02, 1.83, 3.57, 6.27 g)', () => {
    near(steel('din-125', 'M6', null), 1.02)
    near(steel('din-125', 'M8', null), 1.83)
    near(steel('din-125', 'M10', null), 3.57)
    near(steel('din-125', 'M12', null), 6.27)
  })
})

describe('geometry', () => {
  it('a hex nut is its hexagonal prism less the thread at its pitch diameter (DIN 934 M10: s 17, m 8)', () => {
    const prism = (Math.sqrt(3) / 2) * 17 * 17 * 8
    const thread = (Math.PI / 4) * (10 - 0.6495 * 1.5) ** 2 * 8
    expect(pieceVolume(standard('din-934'), 'M10', null)).toBeCloseTo(prism - thread, 6)
    // 11.7 kg: the ISO nut (s 16, m 8.4) is lighter.
    expect(steel('din-934', 'M10', null)).toBeGreaterThan(steel('iso-4032', 'M10', null)!)
  })

  it('grows with the length, and a partly threaded bolt weighs more than a fully threaded one of its length', () => {
    expect(steel('din-933', 'M10', 50)!).toBeGreaterThan(steel('din-933', 'M10', 40)!)
    expect(steel('din-931', 'M10', 60)!).toBeGreaterThan(steel('din-933', 'M10', 60)!)
  })

  it('scales with the density: stainless and brass weigh more, aluminium about a third', () => {
    const din933 = standard('din-933')
    expect(weightPer1000(din933, 'M10', 40, DENSITY.a2!)).toBeGreaterThan(steel('din-933', 'M10', 40)!)
    near(weightPer1000(din933, 'M10', 40, DENSITY.aluminium!), (steel('din-933', 'M10', 40)! * 2.7) / 7.85)
  })

  it('answers the rivets, spring washers and carriage bolts whose tables define them', () => {
    expect(steel('din-660', 'd4', 10)).toBeGreaterThan(0)
    expect(steel('din-127', 'M5', null)).toBeGreaterThan(0)
    expect(steel('din-603', 'M8', 40)).toBeGreaterThan(0)
  })

  it('is null where the table does not define the shape or a length is missing: never a guess', () => {
    expect(steel('din-6921', 'M10', 40)).toBeNull() // flange thickness not in the table
    expect(steel('iso-10642', 'M8', 30)).toBeNull() // countersunk socket depth not in the table
    expect(steel('din-985', 'M10', null)).toBeNull() // the nylon insert
    expect(steel('din-127', 'M10', null)).toBeNull() // b and s not confirmed for M10
    expect(steel('din-933', 'M10', null)).toBeNull() // a bolt without a length
    expect(steel('din-933', 'd4', 10)).toBeNull() // not a size of the standard
    expect(weightPer1000(standard('din-933'), 'M10', 40, null)).toBeNull()
  })
})

describe('densityOf', () => {
  it("takes the first material's density when all weigh within 2% of it, else null", () => {
    expect(densityOf(['carbon-steel'])).toBe(7.85)
    expect(densityOf(['carbon-steel', 'alloy-steel'])).toBe(7.85)
    expect(densityOf(['a2', 'a4'])).toBe(7.93)
    expect(densityOf(['carbon-steel', 'a2'])).toBe(7.85)
    expect(densityOf(['a2', 'carbon-steel'])).toBe(7.93)
    expect(densityOf(['carbon-steel', 'aluminium'])).toBeNull()
    expect(densityOf(['carbon-steel', 'brass'])).toBeNull()
    expect(densityOf(['plastic'])).toBeNull()
    expect(densityOf([])).toBeNull()
  })
})
