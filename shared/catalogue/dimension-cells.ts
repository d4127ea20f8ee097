/*
 * The shape of a product's size dimensions as the page receives them, apart from how they are made
 * (size-dimensions.ts reads the standards' tables): the browser imports this file only, so the standards'
 * data never enters a page's JavaScript.
 */

/** One cell: the main standard's value (the equivalent agrees or does not give it), null without one, the pair [main, equivalent] where they differ. */
export type DimensionCell = number | null | readonly [number, number]

export type SizeDimensions = {
  /** The main standard's designation, then its equivalent's when the product lists one ("DIN 933", "ISO 4017"). */
  standards: string[]
  /** The columns in order, each letter with what it measures in the page's language. */
  columns: { symbol: string; label: string }[]
  /** Per size key of the product's rows: a cell per column. */
  bySize: Record<string, DimensionCell[]>
}

/** Whether any size shows a DIN / ISO pair: only then does a legend explain the pairs. */
export function hasPairs(dimensions: SizeDimensions | null): boolean {
  return Object.values(dimensions?.bySize ?? {}).some((cells) => cells.some((cell) => Array.isArray(cell)))
}
