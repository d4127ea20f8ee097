/**
 * The URL parameters of the technical fields (shared/catalogue/technical-fields.ts takes them from here), apart
 * from the registry because the page registry (shared/pages.ts), which every page's first load carries, needs only
 * these names: the rest of the registry stays in the chunks of the pages that use it.
 *
 * Data only, with no imports.
 */

/** The parameter that filters the product list by a field, in the order a canonical URL lists them. */
export const FIELD_PARAMS = {
  standards: 'standard',
  size: 'size',
  length: 'length',
  materials: 'material',
  classes: 'class',
  finishes: 'finish',
  head: 'head',
  drive: 'drive',
  certificates: 'certificate',
} as const

/** A field that filters the product list, by its URL parameter. */
export type FacetParam = (typeof FIELD_PARAMS)[keyof typeof FIELD_PARAMS]
/** Facets whose values are ids (repeatable: `material=a2&material=a4`); `length` is a range. */
export type ListFacet = Exclude<FacetParam, 'length'>

export const FACET_PARAMS = Object.values(FIELD_PARAMS) as FacetParam[]
export const LIST_FACETS = FACET_PARAMS.filter((param) => param !== 'length') as ListFacet[]

/**
 * The fields a buyer picks one of the product's values of for a quote (`?material=a2` on a size row's quote link),
 * by URL parameter; each also has the texts `product.choice.<param>` and `forms.quote.prefill.<param>`.
 */
export const QUOTE_CHOICES = [FIELD_PARAMS.materials, FIELD_PARAMS.classes, FIELD_PARAMS.finishes] as const
export type QuoteChoice = (typeof QUOTE_CHOICES)[number]
