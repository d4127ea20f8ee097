import path from 'node:path'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { LANGS, type Lang } from '../../shared/i18n.ts'
import { PAGES } from '../../shared/pages.ts'
import { localizePath } from '../../shared/routes.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { sendBusy } from '../cache/busy-answer.ts'
import { BusyError, RenderGate } from '../cache/render-gate.ts'
import { datasheetDocument, datasheetProduct } from '../pdf/datasheet-content.ts'
import { datasheetFileName } from '../pdf/datasheet-name.ts'
import { DatasheetDrawer } from '../pdf/datasheet-drawer.ts'
import { type DatasheetFile, DatasheetFiles } from '../pdf/datasheet-files.ts'
import { siteOrigin } from './site-origin.ts'

/** Datasheets a URL was last seen to draw: (language, product) -> the content version and the drawn file's key. */
const MEMO_ENTRIES = 4096

/**
 * GET /urunler/:slug/datasheet.pdf (and under /en, /es): the product's datasheet in the URL's language, for
 * active products only (404 otherwise, like the product page). Drawn on a worker thread (DatasheetDrawer), one at
 * a time with at most 10 waiting (503 with Retry-After beyond), so a flood of datasheets never holds the thread
 * visitors' pages are answered on. Each drawn PDF is kept on disk under a hash of what it shows (DatasheetFiles):
 * repeated downloads read a file, and a content write that does not change a datasheet keeps its file.
 */
const datasheetRoutes: FastifyPluginAsync = async (app) => {
  const files = await DatasheetFiles.open(path.join(app.config.cacheDir, 'datasheets'))
  const drawer = new DatasheetDrawer(app.config.distDir)
  // Two documents built at once while the worker draws one at a time; eight more may wait.
  const gate = new RenderGate(2, 8)
  const memo = new Map<string, { version: number; key: string }>()
  const making = new Map<string, Promise<DatasheetFile>>()
  app.addHook('onClose', async () => {
    await drawer.close()
    await files.remove()
  })
  // The page address a datasheet prints is absolute: PUBLIC_URL, else the allowed host asked for (as the sitemap).
  const origins = siteOrigin(app)
  const context = { stores: app.stores, uploadsDir: app.config.uploadsDir }

  /** The drawn file of `product` in `lang` at `version`: the document is built here, drawn only if new. */
  async function make(
    name: string,
    version: number,
    product: Product,
    lang: Lang,
    origin: string,
  ): Promise<DatasheetFile> {
    // Inside the gate from the start: a refused request costs nothing, not even its document.
    return gate.run(async () => {
      const doc = await datasheetDocument({ ...context, origin }, product, lang)
      const key = DatasheetFiles.keyOf(doc)
      memo.delete(name)
      memo.set(name, { version, key })
      if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!)
      return files.get(key) ?? (await files.put(key, await drawer.draw(doc)))
    })
  }

  function fileOf(
    name: string,
    version: number,
    product: Product,
    lang: Lang,
    origin: string,
  ): Promise<DatasheetFile> {
    const seen = memo.get(name)
    const known = seen?.version === version ? files.get(seen.key) : undefined
    if (known) return Promise.resolve(known)
    // Requests for the same datasheet while it is being made share the work.
    const id = `${version}:${name}`
    let pending = making.get(id)
    if (!pending) {
      pending = make(name, version, product, lang, origin).finally(() => making.delete(id))
      making.set(id, pending)
    }
    return pending
  }

  const answer =
    (lang: Lang) => async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
      const { slug } = request.params
      const product = datasheetProduct(app.stores, slug)
      if (!product) {
        return reply
          .code(404)
          .header('Cache-Control', app.contentCacheControl)
          .send({ success: false, error: 'Not Found', message: 'No such product' })
      }
      const origin = origins.of(request)
      // Per origin too: with several allowed hosts, each host's datasheet names its own address.
      const name = `${origin} ${lang}:${product.slug}`
      let file: DatasheetFile
      let body: Buffer
      try {
        file = await fileOf(name, app.contentVersion.value, product, lang, origin)
        body = await files.read(file).catch(async () => {
          // Removed by the byte bound between finding and reading it, or by a cleaner of the folder: drawn again.
          memo.delete(name)
          file = await fileOf(name, app.contentVersion.value, product, lang, origin)
          return files.read(file)
        })
      } catch (error) {
        if (error instanceof BusyError) return sendBusy(reply, request.url, false)
        throw error
      }
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${datasheetFileName(product, lang)}"`)
        .header('Cache-Control', app.contentCacheControl)
        .header('ETag', file.etag)
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()
      return reply.code(200).send(body)
    }

  for (const lang of LANGS) {
    // PDF streams are compressed already: compressing the file again costs time for a few per cent.
    app.get<{ Params: { slug: string } }>(
      localizePath(lang, `${PAGES.product.path}/datasheet.pdf`),
      { compress: false },
      answer(lang),
    )
  }
}
export default datasheetRoutes
