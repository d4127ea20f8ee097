import { type Static, Type } from 'typebox'
import { DEFAULT_LANG, type Lang, LANGS } from '../i18n.ts'
import { SafeUrl, ShortText } from './common.ts'

/** One language's catalogue PDF: where it is served, its download name, its size and when it was stored. */
const FILE_FIELDS = {
  file_url: SafeUrl,
  file_name: ShortText(200),
  size: Type.Integer({ minimum: 0 }),
  updated_at: Type.String(),
}
type FileField = keyof typeof FILE_FIELDS
const FIELD_NAMES = Object.keys(FILE_FIELDS) as FileField[]

/** `file_url` for Turkish (the spec's field), `file_url_en` and `file_url_es` beside it. */
const fieldOf = (field: FileField, lang: Lang) => (lang === DEFAULT_LANG ? field : `${field}_${lang}`)

const translatedFields = <L extends Exclude<Lang, 'tr'>>(lang: L) =>
  Object.fromEntries(FIELD_NAMES.map((field) => [`${field}_${lang}`, FILE_FIELDS[field]])) as {
    [F in FileField as `${F}_${L}`]: (typeof FILE_FIELDS)[F]
  }

/**
 * The catalogue PDFs the public /katalog pages show (replaced from /admin/catalog), one per
 * language. The spec's fields hold the Turkish one, which every language falls back to; the English
 * and Spanish ones sit beside them with an `_en` / `_es` suffix, empty (`file_url` '') when none.
 */
export const Catalogue = Type.Object(
  { ...FILE_FIELDS, ...translatedFields('en'), ...translatedFields('es') },
  { additionalProperties: false },
)
export type Catalogue = Static<typeof Catalogue>

/** One language's file, in the spec's field names. */
export type CatalogueFile = Pick<Catalogue, FileField>

/** The PDF a page in `lang` shows and the language it is in (Turkish when `lang` has none). */
export type ShownCatalogue = CatalogueFile & { lang: Lang }

export const NO_CATALOGUE_FILE: CatalogueFile = { file_url: '', file_name: '', size: 0, updated_at: '' }

/** The file stored for exactly `lang` (empty `file_url` when none). */
export function catalogueFile(catalogue: Catalogue, lang: Lang): CatalogueFile {
  const bag = catalogue as Record<string, unknown>
  const read = <F extends FileField>(field: F) => bag[fieldOf(field, lang)] as CatalogueFile[F]
  return {
    file_url: read('file_url'),
    file_name: read('file_name'),
    size: read('size'),
    updated_at: read('updated_at'),
  }
}

/** `catalogue` with `lang`'s file replaced by `file` (the other languages unchanged). */
export function withCatalogueFile(catalogue: Catalogue, lang: Lang, file: Partial<CatalogueFile>): Catalogue {
  const next: Record<string, unknown> = { ...catalogue }
  for (const field of FIELD_NAMES) {
    if (file[field] !== undefined) next[fieldOf(field, lang)] = file[field]
  }
  return next as Catalogue
}

/** What a page in `lang` shows: its own language's PDF, or the Turkish one when it has none. */
export function shownCatalogue(catalogue: Catalogue, lang: Lang): ShownCatalogue {
  const own = catalogueFile(catalogue, lang)
  if (own.file_url !== '') return { ...own, lang }
  return { ...catalogueFile(catalogue, DEFAULT_LANG), lang: DEFAULT_LANG }
}

/**
 * A catalogue.json written before there was one PDF per language: the Turkish file kept, the
 * English and Spanish ones empty. Anything else (a current file, or one broken in another way) is
 * returned as it is for the schema check to judge.
 */
export function upgradeCatalogue(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw
  const upgraded: Record<string, unknown> = { ...raw }
  for (const lang of LANGS) {
    if (lang === DEFAULT_LANG) continue
    for (const field of FIELD_NAMES) {
      const key = fieldOf(field, lang)
      if (!(key in upgraded)) upgraded[key] = NO_CATALOGUE_FILE[field]
    }
  }
  return upgraded
}
