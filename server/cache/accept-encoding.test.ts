import { describe, expect, it } from 'vitest'
import { preferredEncoding } from './accept-encoding.ts'

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br')
    expect(preferredEncoding('gzip')).toBe('gzip')
    expect(preferredEncoding('br', ['gzip'])).toBeUndefined()
    expect(preferredEncoding('identity')).toBeUndefined()
    expect(preferredEncoding('')).toBeUndefined()
    expect(preferredEncoding(undefined)).toBeUndefined()
  })

  it('honours q-values: q=0 refuses a coding, a higher q wins', () => {
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined()
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(preferredEncoding('BR ; Q=0.000, GZIP')).toBe('gzip')
    expect(preferredEncoding('gzip, br;q=1, br;q=0')).toBe('gzip')
  })

  it('reads * as every coding not named', () => {
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('br;q=0, *')).toBe('gzip')
    expect(preferredEncoding('*;q=0')).toBeUndefined()
    expect(preferredEncoding('gzip;q=0.2, *;q=0.1')).toBe('gzip')
  })

  it('does not take a longer name for br or gzip', () => {
    expect(preferredEncoding('x-gzip, brotli')).toBeUndefined()
  })
})
