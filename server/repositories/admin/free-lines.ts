import type { Product, ProductInput } from '../../../shared/schemas/product.ts'
import {
  type FreeLinesField,
  freeLinesField,
  noFreeLines,
  SPEC_LIST_FIELDS,
} from '../../../shared/spec-lists.ts'

/**
 * The free lines a write stores (docs/admin-api.md, "Products"): a client of the spec sends `specs*` and
 * `applications*` as whole lists, and a client that read a product sends back the lines derived from its technical data
 * too. Those are dropped (the ones `derived` gives now, and the ones the stored product had derived before its
 * technical data changed); the rest, trimmed, blanks and repeats dropped, are the free lines. A list left out keeps
 * the stored free lines.
 */
export function freeLines(
  input: ProductInput,
  derived: Record<(typeof SPEC_LIST_FIELDS)[number], readonly string[]>,
  stored: Product | undefined,
): Record<FreeLinesField, string[]> {
  const lines = stored ? pickFree(stored) : noFreeLines()
  for (const field of SPEC_LIST_FIELDS) {
    const sent = input[field]
    if (sent === undefined) continue
    const key = freeLinesField(field)
    const storedFree = new Set(stored?.[key] ?? [])
    const storedDerived = (stored?.[field] ?? []).filter((line) => !storedFree.has(line))
    const notFree = new Set([...derived[field], ...storedDerived])
    const kept = sent.map((line) => line.trim()).filter((line) => line !== '' && !notFree.has(line))
    lines[key] = [...new Set(kept)]
  }
  return lines
}

function pickFree(product: Product): Record<FreeLinesField, string[]> {
  return Object.fromEntries(
    SPEC_LIST_FIELDS.map((field) => [freeLinesField(field), [...product[freeLinesField(field)]]]),
  ) as Record<FreeLinesField, string[]>
}
