/**
 * What a product's datasheet says, in one language: its texts gathered from the stores (product, category,
 * vocabularies, settings), the locale files (shared/i18n/locales/<lang>/datasheet.json, the same words in the
 * three languages), the standards data (drawing and letters) and the product's picture from the uploads folder.
 * server/pdf/datasheet.ts draws it.
 */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  fieldLabelId,
  TECHNICAL_FIELD_KEYS,
  TECHNICAL_FIELDS,
} from '../../shared/catalogue/technical-fields.ts'
import {
  type DimensionCell,
  hasPairs,
  type SizeDimensions,
  sizeDimensions,
} from '../../shared/catalogue/size-dimensions.ts'
import { weighedSizes } from '../../shared/catalogue/size-weights.ts'
import { type TechnicalView, technicalView } from '../../shared/catalogue/technical-view.ts'
import { drawStandard } from '../../shared/drawings/index.ts'
import { type Lang, pickText } from '../../shared/i18n.ts'
import enTexts from '../../shared/i18n/locales/en/datasheet.json'
import esTexts from '../../shared/i18n/locales/es/datasheet.json'
import trTexts from '../../shared/i18n/locales/tr/datasheet.json'
import enFields from '../../shared/i18n/locales/en/technical.json'
import esFields from '../../shared/i18n/locales/es/technical.json'
import trFields from '../../shared/i18n/locales/tr/technical.json'
import { pagePath, localizePath } from '../../shared/routes.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { settingText } from '../../shared/settings-text.ts'
import { STANDARDS_BY_ID, sizeLabel, sizeText, type Standard } from '../../shared/standards/index.ts'
import { standardsLine } from '../../shared/technical-text.ts'
import type { Stores } from '../store/collections.ts'
import { loadSharp } from '../uploads/sharp.ts'
import type { DatasheetDocument, DatasheetRow, SizeTableCell } from './datasheet.ts'

export type DatasheetMessageId = keyof typeof trTexts | keyof typeof trFields
const TEXTS: Record<Lang, Record<DatasheetMessageId, string>> = {
  tr: { ...trTexts, ...trFields },
  en: { ...enTexts, ...enFields },
  es: { ...esTexts, ...esFields },
}

/** A datasheet message in `lang` with its `{name}` placeholders filled (no other ICU syntax is used). */
export function datasheetText(
  lang: Lang,
  id: DatasheetMessageId,
  values: Record<string, string> = {},
): string {
  return TEXTS[lang][id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** The active product a datasheet URL names, or null (unknown or hidden products have none). */
export function datasheetProduct(stores: Stores, slug: string): Product | null {
  return stores.products.data.find((product) => product.slug === slug && product.is_active) ?? null
}

const row = (label: string, lines: readonly string[]): DatasheetRow[] => {
  const kept = lines.map((line) => line.trim()).filter((line) => line !== '')
  return kept.length > 0 ? [{ label, lines: kept }] : []
}

/** A standard's line with its title, and a line naming the equivalents the product does not list itself. */
function standardLines(standards: TechnicalView['standards'], lang: Lang): string[] {
  return standards.flatMap((standard) => [
    standard.title ? `${standard.text} – ${standard.title}` : standard.text,
    ...(standard.equivalents.length > 0
      ? [
          datasheetText(lang, 'datasheet.equivalents', {
            list: standard.equivalents.map((other) => other.text).join(', '),
          }),
        ]
      : []),
  ])
}

/**
 * The technical table: a row per field of the registry the product has, in its order, labelled as on the product
 * page; the size and length ranges share one row ("M4 – M12 · L 8 – 120 mm").
 */
function technicalRows(view: TechnicalView, lang: Lang): DatasheetRow[] {
  return TECHNICAL_FIELD_KEYS.flatMap((key) => {
    const texts = view[key].map((value) => value.text)
    switch (TECHNICAL_FIELDS[key].kind) {
      case 'standards':
        return row(datasheetText(lang, fieldLabelId(key)), standardLines(view.standards, lang))
      case 'size':
        return row(datasheetText(lang, 'datasheet.sizeRange'), [
          [...texts, ...view.length.map((value) => value.text)].join(' · '),
        ])
      case 'length':
        return []
      case 'notes':
        return row(datasheetText(lang, fieldLabelId(key)), texts)
      default:
        return row(datasheetText(lang, fieldLabelId(key)), [texts.join(' · ')])
    }
  })
}

/** The size table: size, length, the standard's dimensions for the size, stock or order, weight ("≈" computed). */
function sizeCells(product: Product, dimensions: SizeDimensions | null, lang: Lang): SizeTableCell[][] {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })
  const weight = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 })
  const mm = new Intl.NumberFormat(lang, { maximumFractionDigits: 3 })
  const dimension = (cell: DimensionCell): SizeTableCell =>
    cell === null
      ? '–'
      : typeof cell === 'number'
        ? mm.format(cell)
        : { text: cell.map((value) => mm.format(value)).join(' / '), marked: true }
  return weighedSizes(product).map((size) => [
    sizeText(size.size),
    size.length === null ? '–' : number.format(size.length),
    ...(dimensions
      ? (dimensions.bySize[size.size] ?? dimensions.columns.map(() => null)).map(dimension)
      : []),
    datasheetText(lang, size.stock === 'stock' ? 'datasheet.stock.stock' : 'datasheet.stock.order'),
    size.weight_per_1000 === null
      ? '–'
      : `${size.weight_computed ? '≈ ' : ''}${weight.format(size.weight_per_1000)}`,
  ])
}

/** Under the size table: the letters' meanings, the DIN / ISO pair compared, what "≈" before a weight says. */
function sizeLegend(product: Product, dimensions: SizeDimensions | null, lang: Lang): string[] {
  const [main, other] = dimensions?.standards ?? []
  return [
    ...(dimensions
      ? [
          datasheetText(lang, 'datasheet.sizes.dimensionsLegend', {
            standard: main ?? '',
            letters: dimensions.columns.map((column) => `${column.symbol} ${column.label}`).join(' · '),
          }),
        ]
      : []),
    ...(main && other && hasPairs(dimensions)
      ? [datasheetText(lang, 'datasheet.sizes.pairLegend', { main, other })]
      : []),
    ...(weighedSizes(product).some((row) => row.weight_computed)
      ? [datasheetText(lang, 'datasheet.sizes.calculatedLegend')]
      : []),
  ]
}

function drawingOf(standard: Standard | undefined, lang: Lang): DatasheetDocument['drawing'] {
  if (!standard) return undefined
  const { drawing, size, length } = drawStandard(standard)
  const drawnSize = size ? `${sizeLabel(size)}${length !== undefined ? ` × ${length}` : ''}` : ''
  return {
    drawing,
    title: datasheetText(lang, 'datasheet.drawing'),
    caption: drawnSize
      ? datasheetText(lang, 'datasheet.drawing.at', { standard: standard.designation, size: drawnSize })
      : standard.designation,
    legend: standard.letters
      .filter((letter) => drawing.letters.includes(letter.symbol))
      .map((letter) => `${letter.symbol}: ${letter.label[lang]}`),
  }
}

/** Pictures converted for datasheets, by file and its last change: a catalogue shows few distinct pictures. */
const pictures = new Map<string, Promise<DatasheetDocument['picture']>>()
const PICTURES_KEPT = 64

/** The product's main picture as a JPEG for the PDF (pictures are WebP, which PDF cannot hold); none if unreadable. */
async function pictureOf(product: Product, uploadsDir: string): Promise<DatasheetDocument['picture']> {
  const url = product.main_image_url || product.images[0]?.image_url || ''
  if (!url.startsWith('/uploads/')) return undefined
  const root = path.join(uploadsDir, 'public')
  const file = path.resolve(root, decodeURIComponent(url.slice('/uploads/'.length).split('?')[0] ?? ''))
  // Only files of the public uploads folder, never a path that climbs out of it.
  if (!file.startsWith(root + path.sep)) return undefined
  let key: string
  try {
    const { mtimeMs, size } = await stat(file)
    key = `${file}:${mtimeMs}:${size}`
  } catch {
    return undefined
  }
  let picture = pictures.get(key)
  if (!picture) {
    picture = jpegOf(file)
    pictures.set(key, picture)
    if (pictures.size > PICTURES_KEPT) pictures.delete(pictures.keys().next().value!)
  }
  return picture
}

async function jpegOf(file: string): Promise<DatasheetDocument['picture']> {
  try {
    const sharp = await loadSharp()
    const bytes = await sharp(await readFile(file))
      .resize({ width: 480, height: 480, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer()
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), type: 'jpg' }
  } catch {
    return undefined
  }
}

export type DatasheetContext = {
  stores: Stores
  uploadsDir: string
  /** The site's origin (routes/site-origin.ts), so the printed page address is absolute. */
  origin: string
}

/** Everything the datasheet of `product` in `lang` shows. */
export async function datasheetDocument(
  context: DatasheetContext,
  product: Product,
  lang: Lang,
): Promise<DatasheetDocument> {
  const { stores } = context
  const settings = stores.settings.data
  const text = (id: DatasheetMessageId) => datasheetText(lang, id)
  const category = stores.categories.data.find((candidate) => candidate.id === product.categoryId)
  const mainStandard = STANDARDS_BY_ID.get(product.technical.standards[0] ?? '')
  const dimensions = sizeDimensions(product.technical.standards, product.sizes, lang)
  const date = new Date(product.updated_at)
  return {
    lang,
    date: Number.isNaN(date.getTime()) ? new Date(0) : date,
    title: text('datasheet.title'),
    company: {
      name: settings.company_name,
      contact: [
        ...row(text('datasheet.phone'), [settings.company_phone]),
        ...row(text('datasheet.email'), [settings.company_email]),
        ...row(text('datasheet.address'), settingText(settings, 'company_address', lang).split('\n')),
        ...row(text('datasheet.website'), [settings.company_website]),
      ],
    },
    product: {
      name: pickText(product, 'name', lang),
      category: category
        ? { label: text('datasheet.category'), lines: [pickText(category, 'name', lang)] }
        : null,
      standards: standardsLine(product.technical.standards),
    },
    picture: await pictureOf(product, context.uploadsDir),
    drawing: drawingOf(mainStandard, lang),
    technical: {
      title: text('datasheet.technical'),
      rows: technicalRows(technicalView(product, stores.vocabularies.data, lang), lang),
    },
    sizes: {
      title: text('datasheet.sizes'),
      continued: text('datasheet.sizes.continued'),
      empty: text('datasheet.sizes.none'),
      columns: [
        text('datasheet.column.size'),
        text('datasheet.column.length'),
        ...(dimensions?.columns.map((column) => column.symbol) ?? []),
        text('datasheet.column.stock'),
        text('datasheet.column.weight'),
      ],
      rows: sizeCells(product, dimensions, lang),
      legend: sizeLegend(product, dimensions, lang),
    },
    contactTitle: text('datasheet.contact'),
    pageUrl: {
      label: text('datasheet.pageUrl'),
      lines: [`${context.origin}${localizePath(lang, pagePath('product', { slug: product.slug }))}`],
    },
    pageNumber: datasheetText(lang, 'datasheet.pageNumber'),
  }
}
