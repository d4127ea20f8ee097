import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Catalogue } from '../../../../../shared/schemas/catalogue.ts'
import {
  MAX_CATALOGUE_BYTES,
  NOT_A_PDF,
  removeUploadedCatalogue,
  saveCatalogue,
} from '../../../../uploads/catalogue.ts'
import { filePart } from '../../../../uploads/multipart.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'

/** The visitor's file name, cleaned for display and as the download name (never a path). */
function displayName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? ''
  const clean = base
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200)
  return /\.pdf$/i.test(clean) ? clean : 'katalog.pdf'
}

/** GET / (the catalogue record), POST / (multipart `file`: a new PDF the public /katalog serves). */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Catalogue } } }, async () => app.stores.catalogue.data)

  app.post('/', { schema: { response: { 200: Catalogue, '4xx': ErrorReply } } }, async (request) => {
    const { file } = await filePart(request, MAX_CATALOGUE_BYTES, NOT_A_PDF)
    const saved = await saveCatalogue(app.config.uploadsDir, file)
    const previous = app.stores.catalogue.data.file_url
    const catalogue = await app.stores.catalogue
      .update((draft) => {
        draft.file_url = saved.url
        draft.file_name = displayName(file.filename)
        draft.size = saved.size
        draft.updated_at = new Date().toISOString()
        return { ...draft }
      })
      .catch(async (error: unknown) => {
        // Not recorded, so not served: the new file would only be clutter.
        await removeUploadedCatalogue(app.config.uploadsDir, saved.url)
        throw error
      })
    if (previous !== saved.url) await removeUploadedCatalogue(app.config.uploadsDir, previous)
    return catalogue
  })
}
export default catalogueRoutes
