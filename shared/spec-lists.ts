/*
 * The spec's list fields of a product and where a client's free lines for each are kept. No imports: the product's
 * schema and the derived texts both read it.
 */

/** The spec's list fields: derived from the technical data, with a client's free lines after them. */
export const SPEC_LIST_FIELDS = [
  'specs',
  'specs_en',
  'specs_es',
  'applications',
  'applications_en',
  'applications_es',
] as const
export type SpecListField = (typeof SPEC_LIST_FIELDS)[number]

/** Where a spec list's free lines are stored: `specs_en` -> `specs_extra_en`. */
export type FreeLinesField = `${'specs' | 'applications'}_extra${'' | '_en' | '_es'}`
export const freeLinesField = (field: SpecListField) =>
  field.replace(/^(specs|applications)/, '$1_extra') as FreeLinesField

/** The free lines a spec client sent, stored beside the technical data (shared/schemas/product.ts). */
export type FreeLines = Partial<Record<FreeLinesField, readonly string[]>>

/** A product without free lines: every free-lines field empty. */
export const noFreeLines = (): Record<FreeLinesField, string[]> =>
  Object.fromEntries(SPEC_LIST_FIELDS.map((field) => [freeLinesField(field), []])) as unknown as Record<
    FreeLinesField,
    string[]
  >
