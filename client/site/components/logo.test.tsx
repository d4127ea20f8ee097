import { describe, expect, it } from 'vitest'
import { badgeLetter } from './logo.tsx'

describe('badgeLetter', () => {
  it('is the first letter of the company name in Turkish capitals, the same when asked again', () => {
    expect(badgeLetter('ilke Bağlantı')).toBe('İ')
    expect(badgeLetter('ilke Bağlantı')).toBe('İ')
    expect(badgeLetter('  ışık vida')).toBe('I')
    expect(badgeLetter('kuzey')).toBe('K')
    expect(badgeLetter('')).toBe('')
  })
})
