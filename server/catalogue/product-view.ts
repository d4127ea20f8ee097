import {
  fieldOfParam,
  QUOTE_CHOICES,
  type QuoteChoice,
  type TermFieldKey,
} from '../../shared/catalogue/technical-fields.ts'
import { sizeDimensions } from '../../shared/catalogue/size-dimensions.ts'
import { weighedSizes } from '../../shared/catalogue/size-weights.ts'
import { technicalView } from '../../shared/catalogue/technical-view.ts'
import { type Lang, pickText } from '../../shared/i18n.ts'
import type { ProductView, QuotePrefill, SizeCells } from '../../shared/page-data.ts'
import type { Category } from '../../shared/schemas/category.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { idsOf, type Vocabularies } from '../../shared/schemas/technical.ts'
import { findStandard, isSizeKey, sizeLabel, STANDARDS_BY_ID } from '../../shared/standards/index.ts'
import { termLabel } from '../../shared/technical-text.ts'
import { modelsSize } from '../cad/model-spec.ts'
import { drawingFile } from './drawing-files.ts'

/*
 * A product page's data, built on the server in the page's language: the record's three languages, the full
 * vocabularies and the standards tables stay out of the page state.
 */

/** The main standard's drawing with its letters; null when the product names no standard or an unknown one. */
function drawingView(standardId: string | undefined, lang: Lang): ProductView['drawing'] {
  const standard = standardId ? findStandard(standardId) : undefined
  if (!standard) return null
  const { image, drawnLetters } = drawingFile(standard)
  return {
    ...image,
    designation: standard.designation,
    letters: standard.letters
      .filter((letter) => drawnLetters.includes(letter.symbol))
      .map((letter) => ({ symbol: letter.symbol, label: letter.label[lang] })),
  }
}

/** The sizes of the product's table its main standard has a model for; null when there is none. */
function cadView(product: Product): ProductView['cad'] {
  const standard = product.technical.standards[0] ? findStandard(product.technical.standards[0]) : undefined
  if (!standard) return null
  const sizes = [...new Set(product.sizes.map((row) => row.size))].filter((size) =>
    modelsSize(standard, size),
  )
  return sizes.length > 0 ? { sizes } : null
}

export function productView(
  product: Product,
  category: Category | undefined,
  vocabularies: Vocabularies,
  lang: Lang,
): ProductView {
  // The size and length ranges are the size table's summary: the page shows the table itself.
  const { size: _size, length: _length, ...technical } = technicalView(product, vocabularies, lang)
  return {
    id: product.id,
    slug: product.slug,
    name: pickText(product, 'name', lang),
    description: pickText(product, 'description', lang),
    images: [product.main_image_url, ...product.images.map((image) => image.image_url)].filter(Boolean),
    category: category ? { slug: category.slug, name: pickText(category, 'name', lang) } : null,
    technical,
    sizes: weighedSizes(product).map((row): SizeCells => {
      const cells: SizeCells = [row.size, row.length, row.stock === 'stock' ? 1 : 0, row.weight_per_1000]
      if (row.weight_computed) cells.push(1)
      return cells
    }),
    dimensions: sizeDimensions(product.technical.standards, product.sizes, lang),
    specialSizes: product.sizes.flatMap((row, index) => (row.special ? [index] : [])),
    drawing: drawingView(product.technical.standards[0], lang),
    cad: cadView(product),
  }
}

/** What the quote link of a size row asks for: `?product=&size=&length=` and the quote choices, raw from the URL. */
export type QuoteAsk = { product?: string; size?: string; length?: string } & { [P in QuoteChoice]?: string }

/**
 * The quote form's start in the page language. Each part is taken only when the product has it (a size of its table, a
 * length of that size, one of its values of each quote choice): a hand-edited URL can never put words in the visitor's
 * mouth.
 */
export function quotePrefill(
  product: Product | null,
  ask: QuoteAsk,
  vocabularies: Vocabularies,
  lang: Lang,
): QuotePrefill {
  const choice = (param: QuoteChoice, only?: Product) => {
    const field = fieldOfParam(param) as TermFieldKey
    const id = ask[param]
    return only && id !== undefined && idsOf(only.technical, field).includes(id)
      ? termLabel(vocabularies, field, id, lang)
      : ''
  }
  const choices = (only?: Product) =>
    Object.fromEntries(QUOTE_CHOICES.map((param) => [param, choice(param, only)])) as Record<
      QuoteChoice,
      string
    >
  if (!product) return { product: '', standard: '', size: '', length: null, ...choices() }
  const rows = product.sizes.filter((row) => row.size === ask.size)
  const wantedLength = ask.length === undefined ? null : Number(ask.length)
  const length = rows.find((row) => row.length !== null && row.length === wantedLength)?.length ?? null
  const main = product.technical.standards[0]
  return {
    product: pickText(product, 'name', lang),
    standard: main ? (STANDARDS_BY_ID.get(main)?.designation ?? '') : '',
    size: rows.length > 0 && ask.size && isSizeKey(ask.size) ? sizeLabel(ask.size) : '',
    length,
    ...choices(product),
  }
}
