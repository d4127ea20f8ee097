import fp from 'fastify-plugin'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { type CadFormat, cadStem, parseCadFile } from '../../shared/cad.ts'
import { type Lang, LANGS, pickText } from '../../shared/i18n.ts'
import enTexts from '../../shared/i18n/locales/en/cad.json'
import esTexts from '../../shared/i18n/locales/es/cad.json'
import trTexts from '../../shared/i18n/locales/tr/cad.json'
import { PAGES } from '../../shared/pages.ts'
import { localizePath } from '../../shared/routes.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { slugify } from '../../shared/slug.ts'
import { findStandard } from '../../shared/standards/index.ts'
import { sendBusy } from '../cache/busy-answer.ts'
import { BusyError } from '../cache/render-gate.ts'
import { CadModels } from '../cad/cad-models.ts'
import { CAD_COMPRESSION } from '../cad/compression.ts'
import { modelSpec, modelsSize } from '../cad/model-spec.ts'
import { datasheetProduct } from '../pdf/datasheet-content.ts'
import { CACHE_AN_HOUR, NEVER_STORE } from '../cache/cache-control.ts'

type CadTextId = keyof typeof trTexts
const TEXTS: Record<Lang, Record<CadTextId, string>> = { tr: trTexts, en: enTexts, es: esTexts }

const CONTENT_TYPES: Record<CadFormat, string> = {
  // ISO 10303-21 (IANA model/step); DXF as AutoCAD's own programs and most readers expect it.
  step: 'model/step',
  dxf: 'image/vnd.dxf',
  'mesh.json': 'application/json; charset=utf-8',
}

/** The saved file's name in the visitor's language: "din-933-hex-head-bolt-m10x40.step". */
function fileName(product: Product, lang: Lang, stem: string, format: CadFormat): string {
  const name = slugify(pickText(product, 'name', lang)) || product.slug
  return `${name}-${stem.toLowerCase()}.${format}`
}

/**
 * GET /urunler/:slug/cad/<size>[x<length>].(step|dxf|mesh.json) (and under /en, /es): a size row's CAD files,
 * generated from its standard's values (server/cad/). Only a row of the product's own size table, of an active
 * product whose main standard has a model for that size; anything else answers 404 with a plain sentence, never
 * a wrong model. STEP and mesh are built once on the CAD worker and kept on disk (CadModels); the DXF is drawn
 * from the same data as the SVG drawing, at once. A flood of new models is refused with 503 and Retry-After
 * beyond a short queue; a model that fails to build is logged and answered 503, and nothing is kept of it.
 */
const cadRoutes: FastifyPluginAsync = async (app) => {
  const models = await CadModels.open(app.config.cacheDir, app.config.distDir)
  app.addHook('onClose', () => models.close())
  app.decorate('cadModels', models)

  // A sentence, never saved as a file (whatever the answer had set before).
  const plain = (reply: FastifyReply, code: number, lang: Lang, id: CadTextId) =>
    reply
      .removeHeader('Content-Disposition')
      .code(code)
      .header('Cache-Control', NEVER_STORE)
      .type('text/plain; charset=utf-8')
      .send(TEXTS[lang][id])

  const answer =
    (lang: Lang) =>
    async (request: FastifyRequest<{ Params: { slug: string; file: string } }>, reply: FastifyReply) => {
      const product = datasheetProduct(app.stores, request.params.slug)
      if (!product) return plain(reply, 404, lang, 'cad.noProduct')
      const asked = parseCadFile(request.params.file)
      const standardId = product.technical.standards[0]
      const standard = standardId ? findStandard(standardId) : undefined
      const ofProduct =
        asked && product.sizes.some((row) => row.size === asked.size && row.length === asked.length)
      // A row has both files or neither (modelsSize): the same test for the STEP, its mesh and the DXF.
      const spec =
        asked && ofProduct && standard && modelsSize(standard, asked.size)
          ? modelSpec(standard, asked.size, asked.length)
          : null
      if (!asked || !standard || !spec) return plain(reply, 404, lang, 'cad.notFound')
      const stem = cadStem(asked.size, asked.length)
      reply
        .header('Content-Type', CONTENT_TYPES[asked.format])
        .header('Cache-Control', CACHE_AN_HOUR)
        .header('X-Content-Type-Options', 'nosniff')
      if (asked.format !== 'mesh.json') {
        reply.header(
          'Content-Disposition',
          `attachment; filename="${fileName(product, lang, stem, asked.format)}"`,
        )
      }
      if (asked.format === 'dxf') {
        // The DXF writer (~60 ms to load) comes with the first DXF asked for, not with the start.
        const { sizeDxf } = await import('../cad/drawing-dxf.ts')
        const dxf = sizeDxf(standard, asked.size, asked.length)
        if (!dxf) return plain(reply, 404, lang, 'cad.notFound')
        return reply.send(dxf)
      }
      // Named by the standard, not the product: one model serves every product made to it.
      const name = `${standard.designation} ${stem}`
      let body: Buffer
      let key: string
      try {
        const files = await models.get(spec, name)
        key = files.key
        body = await models.read(asked.format === 'step' ? files.step : files.mesh).catch(async () => {
          // Removed from the cache folder behind the process's back: built again.
          models.forget(files.key)
          const again = await models.get(spec, name)
          return models.read(asked.format === 'step' ? again.step : again.mesh)
        })
      } catch (error) {
        if (error instanceof BusyError) return sendBusy(reply, request.url, false)
        request.log.error({ err: error, model: name }, 'building a CAD model failed')
        return plain(reply, 503, lang, 'cad.failed')
      }
      const etag = `"${key}"`
      reply.header('ETag', etag)
      if (request.headers['if-none-match'] === etag) return reply.code(304).send()
      return reply.send(body)
    }

  for (const lang of LANGS) {
    app.get<{ Params: { slug: string; file: string } }>(
      localizePath(lang, `${PAGES.product.path}/cad/:file`),
      { compress: CAD_COMPRESSION },
      answer(lang),
    )
  }
}
// Wrapped so `app.cadModels` is seen from the app (the bench and tests read what it built).
export default fp(cadRoutes, { name: 'cad-routes' })

declare module 'fastify' {
  interface FastifyInstance {
    /** The CAD models built and kept on disk (server/routes/cad.ts). */
    cadModels: CadModels
  }
}
