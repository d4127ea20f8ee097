import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { DEFAULT_LANG, isLang, type Lang, LANGS } from '../../../../../shared/i18n.ts'
import {
  Catalogue,
  catalogueFile,
  NO_CATALOGUE_FILE,
  withCatalogueFile,
} from '../../../../../shared/schemas/catalogue.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import { AdminError } from '../../../../repositories/admin/errors.ts'
import {
  MAX_CATALOGUE_BYTES,
  NOT_A_PDF,
  removeUploadedCatalogue,
  saveCatalogue,
} from '../../../../uploads/catalogue.ts'
import { filePart } from '../../../../uploads/multipart.ts'

export const BAD_LANG = 'Katalog dili tr, en veya es olmalıdır'
export const TURKISH_REQUIRED = 'Türkçe katalog kaldırılamaz: diğer diller ona döner'

/** `lang` as sent (query string or form field), or null when it was not sent at all. */
const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) })

/** The language a request names: `query` and `field` (either may be absent) must agree; Turkish by default. */
function requestLang(query: string | undefined, field: string | undefined): Lang {
  const named = [query, field].filter((value): value is string => value !== undefined)
  if (!named.every(isLang) || new Set(named).size > 1) throw new AdminError(400, BAD_LANG)
  return (named[0] as Lang | undefined) ?? DEFAULT_LANG
}

/** The visitor's file name, cleaned for display and as the download name (never a path). */
function displayName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? ''
  const clean = base
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200)
  return /\.pdf$/i.test(clean) ? clean : 'katalog.pdf'
}

/**
 * GET / (the catalogue record: one PDF per language), POST /?lang=tr|en|es (multipart `file`, and
 * optionally a `lang` field before it: a new PDF for that language's /katalog page, Turkish by
 * default), DELETE /?lang=en|es (that language's page falls back to the Turkish PDF).
 */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Catalogue } } }, async () => app.stores.catalogue.data)

  /** Stores `file` as `lang`'s catalogue and deletes the file it replaces, unless another language uses it. */
  async function replace(lang: Lang, file: Partial<typeof NO_CATALOGUE_FILE>): Promise<Catalogue> {
    const previous = catalogueFile(app.stores.catalogue.data, lang).file_url
    const catalogue = await app.stores.catalogue.update((draft) =>
      Object.assign(draft, withCatalogueFile(draft, lang, file)),
    )
    const stillUsed = LANGS.some((other) => catalogueFile(catalogue, other).file_url === previous)
    if (previous !== file.file_url && !stillUsed)
      await removeUploadedCatalogue(app.config.uploadsDir, previous)
    return { ...catalogue }
  }

  app.post(
    '/',
    { schema: { querystring: LangQuery, response: { 200: Catalogue, '4xx': ErrorReply } } },
    async (request) => {
      // A wrong language in the URL is refused before the file is read.
      requestLang(request.query.lang, undefined)
      const { file, fields } = await filePart(request, MAX_CATALOGUE_BYTES, NOT_A_PDF)
      let lang: Lang
      try {
        lang = requestLang(request.query.lang, fields.lang)
      } catch (error) {
        // Read and drop the file, so the client gets the answer instead of a stalled upload.
        file.file.resume()
        throw error
      }
      const saved = await saveCatalogue(app.config.uploadsDir, file)
      return replace(lang, {
        file_url: saved.url,
        file_name: displayName(file.filename),
        size: saved.size,
        updated_at: new Date().toISOString(),
      }).catch(async (error: unknown) => {
        // Not recorded, so not served: the new file would only be clutter.
        await removeUploadedCatalogue(app.config.uploadsDir, saved.url)
        throw error
      })
    },
  )

  app.delete(
    '/',
    { schema: { querystring: LangQuery, response: { 200: Catalogue, '4xx': ErrorReply } } },
    async (request) => {
      const lang = requestLang(request.query.lang, undefined)
      if (lang === DEFAULT_LANG) throw new AdminError(400, TURKISH_REQUIRED)
      return replace(lang, NO_CATALOGUE_FILE)
    },
  )
}
export default catalogueRoutes
