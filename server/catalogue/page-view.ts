import {
  fieldOfParam,
  type TermFieldKey,
  TECHNICAL_FIELDS,
  vocabularyOf,
} from '../../shared/catalogue/technical-fields.ts'
import { type Lang, localList, pickText } from '../../shared/i18n.ts'
import type {
  FacetGroups,
  FacetValue,
  ProductCardData,
  ProductFilterQuery,
} from '../../shared/product-facets.ts'
import type { Category } from '../../shared/schemas/category.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { sizeText, STANDARDS_BY_ID } from '../../shared/standards/index.ts'
import { type FacetIndex, PRODUCT_FACETS } from './facet-index.ts'
import type { FacetCounts } from './facet-query.ts'

/** Standards as a buyer looks them up: DIN before ISO, then by number. */
function byStandardNumber(a: string, b: string): number {
  const [x, y] = [STANDARDS_BY_ID.get(a), STANDARDS_BY_ID.get(b)]
  return (x?.body ?? '').localeCompare(y?.body ?? '') || Number(x?.number ?? 0) - Number(y?.number ?? 0)
}

/** Spec lines a card shows, at most. */
const CARD_SPECS = 4

/**
 * The filter panel's values in the page language, in a buyer's order (vocabulary order, standards by number, sizes
 * M2..M12): those some product has under the other filters, and the selected ones even when none has them now.
 */
export function facetGroups(
  index: FacetIndex,
  counts: FacetCounts,
  filter: ProductFilterQuery,
  categories: readonly Category[],
  lang: Lang,
): FacetGroups {
  const values = (
    ids: readonly string[],
    counted: Map<string, number>,
    selected: readonly string[],
    label: (id: string) => string,
  ): FacetValue[] =>
    ids
      .map((id) => ({
        id,
        label: label(id),
        count: counted.get(id) ?? 0,
        ...(selected.includes(id) ? { selected: true as const } : {}),
      }))
      .filter((value) => value.count > 0 || value.selected)

  const groups = {
    category: values(
      categories.map((c) => c.slug),
      counts.category,
      filter.category ? [filter.category] : [],
      (slug) => pickText(categories.find((c) => c.slug === slug) ?? {}, 'name', lang),
    ),
    size: values(index.sizeIds, counts.size, filter.size, sizeText),
    lengthBounds: counts.lengthBounds,
  } as FacetGroups
  for (const facet of PRODUCT_FACETS) {
    if (facet === 'category') continue
    const key = fieldOfParam(facet)
    if (TECHNICAL_FIELDS[key].kind === 'standards') {
      groups[facet] = values(
        [...counts[facet].keys()].sort(byStandardNumber),
        counts[facet],
        filter[facet],
        (id) => STANDARDS_BY_ID.get(id)?.designation ?? id,
      )
      continue
    }
    const terms = index.vocabularies[vocabularyOf(key as TermFieldKey)]
    const known = new Set(terms.map((term) => term.id))
    // Values stored on products but missing from the vocabulary still show, under their id.
    const ids = [...terms.map((term) => term.id), ...[...counts[facet].keys()].filter((id) => !known.has(id))]
    groups[facet] = values(ids, counts[facet], filter[facet], (id) => {
      const term = terms.find((t) => t.id === id)
      return term ? pickText(term, 'label', lang) : id
    })
  }
  return groups
}

/** A product as its card shows it, in one language: what /urunler embeds instead of the whole record. */
export function productCard(product: Product, category: Category | undefined, lang: Lang): ProductCardData {
  const description = pickText(product, 'description', lang)
  const sentenceEnd = description.indexOf('. ')
  return {
    id: product.id,
    slug: product.slug,
    name: pickText(product, 'name', lang),
    summary: (sentenceEnd === -1 ? description : description.slice(0, sentenceEnd + 1)).slice(0, 240),
    images: [product.main_image_url, ...product.images.map((image) => image.image_url)].filter(Boolean),
    category: category ? pickText(category, 'name', lang) : null,
    specs: localList(product, 'specs', lang).slice(0, CARD_SPECS),
  }
}
