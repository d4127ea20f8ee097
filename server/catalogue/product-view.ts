import { type Lang, pickText } from '../../shared/i18n.ts'
import type { ProductView, QuotePrefill, StandardLink, TermView } from '../../shared/page-data.ts'
import type { Category } from '../../shared/schemas/category.ts'
import type { Product } from '../../shared/schemas/product.ts'
import type { Vocabularies, VocabularyKind } from '../../shared/schemas/technical.ts'
import {
  findStandard,
  isSizeKey,
  sizeLabel,
  type Standard,
  STANDARDS_BY_ID,
} from '../../shared/standards/index.ts'
import { termLabel } from '../../shared/technical-text.ts'
import { drawingFile } from './drawing-files.ts'

/*
 * A product page's data, built on the server in the page's language: the record's three languages, the full
 * vocabularies and the standards tables stay out of the page state (issue 13, "Lean pages").
 */

function link(standard: Standard, lang: Lang): StandardLink {
  return { id: standard.id, designation: standard.designation, title: standard.title[lang] }
}

/** A standard the product is made to, with the equivalents it does not already list (DIN 912 and ISO 4762 side by side need no "equivalent"). */
function standardView(id: string, listed: readonly string[], lang: Lang): ProductView['standards'][number] {
  const standard = STANDARDS_BY_ID.get(id)
  if (!standard) return { id, designation: id.toUpperCase(), title: '', equivalents: [] }
  return {
    ...link(standard, lang),
    equivalents: standard.equivalents.flatMap((eq) => {
      const other = STANDARDS_BY_ID.get(eq.id)
      return other && !listed.includes(other.id) ? [link(other, lang)] : []
    }),
  }
}

function terms(
  vocabularies: Vocabularies,
  kind: VocabularyKind,
  ids: readonly string[],
  lang: Lang,
): TermView[] {
  return ids.map((id) => ({ id, label: termLabel(vocabularies, kind, id, lang) }))
}

function term(
  vocabularies: Vocabularies,
  kind: VocabularyKind,
  id: string | null,
  lang: Lang,
): TermView | null {
  return id === null ? null : { id, label: termLabel(vocabularies, kind, id, lang) }
}

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

const notesKey = { tr: 'notes_tr', en: 'notes_en', es: 'notes_es' } as const

export function productView(
  product: Product,
  category: Category | undefined,
  vocabularies: Vocabularies,
  lang: Lang,
): ProductView {
  const { technical } = product
  return {
    id: product.id,
    slug: product.slug,
    name: pickText(product, 'name', lang),
    description: pickText(product, 'description', lang),
    images: [product.main_image_url, ...product.images.map((image) => image.image_url)].filter(Boolean),
    category: category ? { slug: category.slug, name: pickText(category, 'name', lang) } : null,
    standards: technical.standards.map((id) => standardView(id, technical.standards, lang)),
    materials: terms(vocabularies, 'materials', technical.materials, lang),
    classes: terms(vocabularies, 'classes', technical.classes, lang),
    finishes: terms(vocabularies, 'finishes', technical.finishes, lang),
    head: term(vocabularies, 'heads', technical.head, lang),
    drive: term(vocabularies, 'drives', technical.drive, lang),
    sectors: terms(vocabularies, 'sectors', technical.sectors, lang),
    // Turkish notes when the page language's are blank, like every other text.
    notes: (technical[notesKey[lang]].trim() ? technical[notesKey[lang]] : technical.notes_tr).trim(),
    sizes: product.sizes.map((row) => [
      row.size,
      row.length,
      row.stock === 'stock' ? 1 : 0,
      row.weight_per_1000,
    ]),
    drawing: drawingView(technical.standards[0], lang),
  }
}

/** What the quote link of a size row asks for: `?product=&size=&length=&material=&finish=`, raw from the URL. */
export type QuoteAsk = {
  product?: string
  size?: string
  length?: string
  material?: string
  finish?: string
}

/**
 * The quote form's start in the page language. Each part is taken only when the product has it (a size of its table, a
 * length of that size, one of its materials and finishes): a hand-edited URL can never put words in the visitor's mouth.
 */
export function quotePrefill(
  product: Product | null,
  ask: QuoteAsk,
  vocabularies: Vocabularies,
  lang: Lang,
): QuotePrefill {
  const empty: QuotePrefill = { product: '', standard: '', size: '', length: null, material: '', finish: '' }
  if (!product) return empty
  const rows = product.sizes.filter((row) => row.size === ask.size)
  const wantedLength = ask.length === undefined ? null : Number(ask.length)
  const length = rows.find((row) => row.length !== null && row.length === wantedLength)?.length ?? null
  const main = product.technical.standards[0]
  const pick = (kind: VocabularyKind, ids: readonly string[], id: string | undefined) =>
    id !== undefined && ids.includes(id) ? termLabel(vocabularies, kind, id, lang) : ''
  return {
    product: pickText(product, 'name', lang),
    standard: main ? (STANDARDS_BY_ID.get(main)?.designation ?? '') : '',
    size: rows.length > 0 && ask.size && isSizeKey(ask.size) ? sizeLabel(ask.size) : '',
    length,
    material: pick('materials', product.technical.materials, ask.material),
    finish: pick('finishes', product.technical.finishes, ask.finish),
  }
}
