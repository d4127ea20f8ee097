import type { Lang } from '../../../../../shared/i18n.ts'
import type { ProductView, SizeCells } from '../../../../../shared/page-data.ts'
import { sizeText } from '../../../../../shared/standards/sizes.ts'
import { formatNumber } from '../../../../lib/format.ts'

/** A size row as a buyer reads it: "M8 × 30 mm", or "M8" without a length. */
export function rowName(size: string, length: number | null, lang: Lang): string {
  const name = sizeText(size)
  return length === null ? name : `${name} × ${formatNumber(length, lang, length % 1 ? 1 : 0)} mm`
}

/** The size rows a CAD model exists for, in the table's order; none without `product.cad`. */
export function cadRows(product: ProductView): SizeCells[] {
  const sizes = new Set(product.cad?.sizes)
  return product.sizes.filter(([size]) => sizes.has(size))
}

/** The row the 3D view opens with: the first of the size chosen with the size filter, else the first with a model. */
export function firstCadRow(rows: SizeCells[], chosenSize: string | null): number {
  const chosen = chosenSize ? rows.findIndex(([size]) => size === chosenSize) : -1
  return Math.max(chosen, 0)
}
