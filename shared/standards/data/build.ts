import { pitchOf, sizeIndex } from '../sizes.ts'
import type { DimensionRow, SizeKey } from '../types.ts'

type RowInput = Record<string, number> & { lMin?: number; lMax?: number }

/**
 * Rows from a compact table keyed by size: the pitch comes from the one pitch table (metric sizes only), `lMin`/`lMax`
 * become the row's length range, and rows are sorted by size so data files can be written in any order.
 */
export function rows(table: Partial<Record<SizeKey, RowInput>>): DimensionRow[] {
  return (Object.entries(table) as [SizeKey, RowInput][])
    .map(([size, input]) => {
      const { lMin, lMax, ...values } = input
      const row: DimensionRow = { size, values }
      const pitch = pitchOf(size)
      if (pitch !== undefined) row.pitch = pitch
      if (lMin !== undefined && lMax !== undefined) row.lengths = { min: lMin, max: lMax }
      return row
    })
    .sort((a, b) => sizeIndex(a.size) - sizeIndex(b.size))
}
