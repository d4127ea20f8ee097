import { describe, expect, it } from 'vitest'
import { parseQuantity } from './quantity.ts'

describe('a typed quantity', () => {
  it('reads whole numbers with or without the grouping of any of the three languages', () => {
    for (const [typed, value] of [
      ['1', 1],
      [' 5000 ', 5000],
      ['5.000', 5000],
      ['5,000', 5000],
      ['5 000', 5000],
      ['5\u00a0000', 5000],
      ['1.000.000', 1_000_000],
      ['1000000000', 1_000_000_000],
    ] as const)
      expect(parseQuantity(typed), typed).toBe(value)
  })

  it('refuses fractions, mixed grouping, zero, too much and words', () => {
    for (const typed of [
      '',
      '0',
      '5,5',
      '5.00',
      '1.000,5',
      '1,000.000',
      '1000000001',
      '-3',
      '2e3',
      'ten',
      '12 pcs',
    ])
      expect(parseQuantity(typed), typed).toBeNull()
  })
})
