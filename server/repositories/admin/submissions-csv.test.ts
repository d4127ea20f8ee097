import { describe, expect, it } from 'vitest'
import { csvCell } from './submissions-csv.ts'

describe('csvCell', () => {
  it('quotes every cell and doubles inner quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell('a "b", c\r\nd')).toBe('"a ""b"", c\r\nd"')
    expect(csvCell('')).toBe('""')
  })

  it.each(['=1+1', '+90 555', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises the formula %j', (value) => {
    expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`)
  })
})
