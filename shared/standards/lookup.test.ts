import { describe, expect, it } from 'vitest'
import { STANDARDS_BY_ID } from './catalogue.ts'
import { changedValues, crossReference, findStandard, findStandards, parseStandardRef } from './lookup.ts'
import { parseThread } from './threads.ts'

function standard(id: string) {
  const found = STANDARDS_BY_ID.get(id)
  if (!found) throw new Error(`no standard ${id}`)
  return found
}

describe('findStandard', () => {
  it('finds a DIN standard by every spelling', () => {
    for (const spelling of ['933', 'DIN933', 'din933', 'din-933', 'DIN 933', ' din  933 ', 'DIN-933']) {
      expect(findStandard(spelling)?.id, spelling).toBe('din-933')
    }
  })
  it('finds an ISO standard by every spelling', () => {
    for (const spelling of [
      'ISO 4017',
      'iso4017',
      'iso-4017',
      '4017',
      'DIN EN ISO 4017',
      'EN ISO 4017',
      'DIN ISO 4017',
    ]) {
      expect(findStandard(spelling)?.id, spelling).toBe('iso-4017')
    }
  })
  it('reads part numbers and form letters', () => {
    expect(findStandard('ISO 7380-1')?.id).toBe('iso-7380')
    expect(findStandard('DIN 127 B')?.id).toBe('din-127')
    expect(findStandard('DIN 125 A')?.id).toBe('din-125')
    expect(findStandard('DIN 976-1')?.id).toBe('din-976')
    expect(findStandard('ISO 7093-1')?.id).toBe('iso-7093')
  })
  it('does not find what is not a standard of ours', () => {
    for (const text of ['', 'M10x40', 'A2-70', 'DIN', '99999', 'ISO 9001 certificate', 'DIN 4017']) {
      expect(findStandard(text), text).toBeUndefined()
    }
  })
  it('parses the body only when it is written', () => {
    expect(parseStandardRef('933')).toEqual({ number: '933' })
    expect(parseStandardRef('DIN EN ISO 4762')).toEqual({ body: 'ISO', number: '4762' })
    expect(findStandards('ISO 934')).toEqual([])
  })
})

describe('crossReference', () => {
  it('goes from DIN to ISO and back', () => {
    expect(crossReference('DIN 934').map((found) => found.id)).toEqual(['iso-4032'])
    expect(crossReference('ISO 4032').map((found) => found.id)).toEqual(['din-934'])
    expect(crossReference('933').map((found) => found.id)).toEqual(['iso-4017'])
    expect(crossReference('iso-10642').map((found) => found.id)).toEqual(['din-7991'])
  })
  it('has nothing for a standard without a counterpart', () => {
    expect(crossReference('DIN 127')).toEqual([])
    expect(crossReference('ISO 7380')).toEqual([])
    expect(crossReference('nothing')).toEqual([])
  })
})

describe('changedValues', () => {
  it('lists the values ISO changed for a size', () => {
    expect(changedValues(standard('din-933'), standard('iso-4017'), 'M10')).toEqual([
      { letter: 's', from: 17, to: 16 },
    ])
    expect(changedValues(standard('iso-4017'), standard('din-933'), 'M12')).toEqual([
      { letter: 's', from: 18, to: 19 },
    ])
    expect(changedValues(standard('din-934'), standard('iso-4032'), 'M10')).toEqual([
      { letter: 's', from: 17, to: 16 },
      { letter: 'm', from: 8, to: 8.4 },
    ])
  })
  it('is empty where nothing changed and null where a table has no row', () => {
    expect(changedValues(standard('din-933'), standard('iso-4017'), 'M8')).toEqual([])
    expect(changedValues(standard('din-912'), standard('iso-4762'), 'M8')).toEqual([])
    expect(changedValues(standard('din-931'), standard('iso-4014'), 'M2')).toBeNull()
    expect(changedValues(standard('din-985'), standard('iso-10511'), 'M8')).toBeNull()
  })
  it('compares only letters both rows give', () => {
    // ISO 4017 M2 has the same s and k as DIN 933 (4 and 1.4).
    expect(changedValues(standard('din-933'), standard('iso-4017'), 'M2')).toEqual([])
  })
})

describe('parseThread', () => {
  it('reads coarse and fine designations inside our range', () => {
    expect(parseThread('M10')).toBe('M10')
    expect(parseThread('m 2,5')).toBe('M2.5')
    expect(parseThread('M10x1.25')).toBe('M10')
    expect(parseThread('M16')).toBeNull()
    expect(parseThread('10')).toBeNull()
  })
})
