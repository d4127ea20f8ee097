import type { SizeRow, Technical } from '../schemas/technical.ts'
import { STANDARDS_BY_ID } from '../standards/catalogue.ts'
import { isSizeKey } from '../standards/sizes.ts'
import { densityOf, weightPer1000 } from '../standards/weight.ts'

/*
 * The weights the public sees: a typed weight as typed; a blank one (null) computed from the main standard's
 * geometry and the product's material (shared/standards/weight.ts), marked `weight_computed`. Only answers and pages
 * carry the computed value: the stored record, the admin and the CSV keep what was typed.
 */

/** A size row as the public API, the product page and the datasheet read it. */
export type WeighedSizeRow = SizeRow & {
  /** True when `weight_per_1000` was computed here rather than typed. */
  weight_computed: boolean
}

export function weighedSizes(product: {
  technical: Pick<Technical, 'standards' | 'materials'>
  /** Rows already weighed (a public record) keep their mark. */
  sizes: readonly (SizeRow & { weight_computed?: boolean })[]
}): WeighedSizeRow[] {
  const main = STANDARDS_BY_ID.get(product.technical.standards[0] ?? '')
  const density = densityOf(product.technical.materials)
  return product.sizes.map((row) => {
    if (row.weight_computed) return { ...row, weight_computed: true }
    if (row.weight_per_1000 !== null || !main || !isSizeKey(row.size))
      return { ...row, weight_computed: false }
    const computed = weightPer1000(main, row.size, row.length, density)
    return computed === null
      ? { ...row, weight_computed: false }
      : { ...row, weight_per_1000: computed, weight_computed: true }
  })
}
