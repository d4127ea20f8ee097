import type { Lang } from '../i18n.ts'
import { STANDARDS_BY_ID } from '../standards/catalogue.ts'
import { P_PITCH } from '../standards/letters.ts'
import { rowFor } from '../standards/lookup.ts'
import { isSizeKey } from '../standards/sizes.ts'
import type { DimensionCell, SizeDimensions } from './dimension-cells.ts'
import type { DimensionRow, Standard } from '../standards/types.ts'

/*
 * The standard's dimensions for each size of a product's table, as the product page and the datasheet show them:
 * the main standard's table letters (pitch first for threads), and where the product also lists the main standard's
 * DIN <-> ISO equivalent, that standard's value beside each one that differs ("17 / 16" for s of M10).
 */

/** The equivalent of `main` that the product lists too: the first, as products list DIN then ISO. */
function listedEquivalent(main: Standard, listed: readonly string[]): Standard | undefined {
  const id = listed.find((other) => main.equivalents.some((equivalence) => equivalence.id === other))
  return id ? STANDARDS_BY_ID.get(id) : undefined
}

const valueOf = (row: DimensionRow | undefined, symbol: string): number | undefined =>
  symbol === P_PITCH.symbol ? row?.pitch : row?.values[symbol]

function cell(main: number | undefined, other: number | undefined): DimensionCell {
  if (main !== undefined && other !== undefined && main !== other) return [main, other]
  // The equivalent's value alone would read as the main standard's: it is shown only beside it.
  return main ?? null
}

/**
 * The dimensions of a product's sizes, or null when its main standard is unknown or its table gives no letter (a
 * pending table): the size table then shows no dimension columns.
 */
export function sizeDimensions(
  standards: readonly string[],
  sizes: readonly { size: string }[],
  lang: Lang,
): SizeDimensions | null {
  const main = STANDARDS_BY_ID.get(standards[0] ?? '')
  if (!main || main.tableLetters.length === 0) return null
  const other = listedEquivalent(main, standards.slice(1))
  const withPitch = main.rows.some((row) => row.pitch !== undefined)
  const letters = [
    ...(withPitch ? [P_PITCH] : []),
    ...main.tableLetters.map((symbol) => letterOf(main, symbol)),
  ]
  const bySize: Record<string, DimensionCell[]> = {}
  for (const { size } of sizes) {
    if (size in bySize || !isSizeKey(size)) continue
    const mainRow = rowFor(main, size)
    const otherRow = other && rowFor(other, size)
    bySize[size] = letters.map(({ symbol }) => cell(valueOf(mainRow, symbol), valueOf(otherRow, symbol)))
  }
  return {
    standards: [main.designation, ...(other ? [other.designation] : [])],
    columns: letters.map((letter) => ({ symbol: letter.symbol, label: letter.label[lang] })),
    bySize,
  }
}

function letterOf(standard: Standard, symbol: string) {
  return (
    standard.letters.find((letter) => letter.symbol === symbol) ?? {
      symbol,
      label: { tr: symbol, en: symbol, es: symbol },
    }
  )
}

export { type DimensionCell, hasPairs, type SizeDimensions } from './dimension-cells.ts'
