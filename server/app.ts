import path from 'node:path'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from './config.ts'
import attachmentBudget from './plugins/app/attachment-budget.ts'
import clientAssets from './plugins/app/client-assets.ts'
import edgeCache from './plugins/app/edge-cache.ts'
import firstRun, { firstStartContent } from './plugins/app/first-run.ts'
import hotAnswers, { HotAnswers, replayingServer } from './cache/hot-answers.ts'
import publicJson from './cache/public-json.ts'
import runLock from './plugins/app/run-lock.ts'
import snapshots from './plugins/app/snapshots.ts'
import mailer from './plugins/app/mailer.ts'
import sameOrigin from './plugins/app/same-origin.ts'
import stores from './plugins/app/stores.ts'
import submissions from './plugins/app/submissions.ts'
import { schemaController } from './plugins/external/ajv-compilers.ts'
import securityHeaders, { frameworkErrorHandler } from './plugins/external/security-headers.ts'
import uploadsStatic from './plugins/external/uploads-static.ts'
import { DISK_FULL_TEXT } from './uploads/disk-full.ts'
import { apiErrorHandler } from './error-handler.ts'
import apiRoutes from './routes/api/index.ts'
import cadRoutes from './routes/cad.ts'
import datasheetRoutes from './routes/datasheet.ts'
import drawingRoutes from './routes/drawings.ts'
import healthRoutes from './routes/health.ts'
import pageRoutes from './routes/pages.ts'
import { catalogueIndex } from './catalogue/catalogue-index.ts'
import { prepareSearch } from './catalogue/search-engine.ts'
import seoRoutes from './routes/seo.ts'

/**
 * The whole site as one Fastify app: external plugins, then our decorators, then routes, then
 * the page renderer as the catch-all. `server.ts` only builds it and listens.
 */
/** How long after the start the search engine is made: the start's first requests (health checks, a warm-up) go first. */
const SEARCH_WARMUP_DELAY_MS = 2_000

export async function buildApp(config: Config): Promise<FastifyInstance> {
  // A cached page or public JSON asked again is answered by the HTTP server's handler, before Fastify sees it;
  // the content version is read at request time (the stores are decorated below).
  const hot: HotAnswers | null =
    config.PAGE_CACHE && !config.dev ? new HotAnswers((): number => app.contentVersion.value) : null
  const app = Fastify({
    serverFactory: replayingServer(hot),
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Refuse unknown properties instead of silently dropping them.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
    // JSON bodies are validated without type coercion (see ajv-compilers.ts).
    schemaController,
    // A malformed URL is answered before any hook runs: give it the security headers there.
    frameworkErrors: frameworkErrorHandler(config.dev),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // The first start renders the demo images and catalogue (~15 s on 2 cores); later starts are instant.
    pluginTimeout: 180_000,
    connectionTimeout: 30_000,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      // Node may not let headers take longer than the whole request.
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      // Node checks both timeouts on this interval (30 s by default); keep it well below them.
      connectionsCheckingInterval: Math.min(
        5_000,
        Math.ceil(Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS) / 2),
      ),
    },
    keepAliveTimeout: 5_000,
    // While shutting down, requests that were already read are answered normally, not with 503.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: false, ignoreDuplicateSlashes: false, caseSensitive: true },
  }).withTypeProvider<TypeBoxTypeProvider>()

  // Node's requestTimeout does not cut a request whose body stalls once the headers are in (a
  // slow upload would hold its socket and temp file for ever); drop such a connection here.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw
    // Nothing left to arrive (most requests: GETs without a body): no timer needed.
    if (raw.complete) return done()
    const timer = setTimeout(() => {
      if (!raw.complete) raw.socket?.destroy()
    }, config.REQUEST_TIMEOUT_MS)
    timer.unref()
    const clear = () => clearTimeout(timer)
    raw.once('end', clear)
    reply.raw.once('close', clear)
    done()
  })

  // Only JSON and multipart bodies exist; anything else (text/plain included) answers 415.
  app.removeContentTypeParser('text/plain')

  await app.register(securityHeaders, { dev: config.dev })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  // Limits are tightened per route (request.parts({ limits })); these are the outer bounds.
  await app.register(multipart, {
    limits: {
      fileSize: 10 * 1024 * 1024,
      files: 5,
      fields: 30,
      fieldSize: 20_000,
      parts: 40,
      headerPairs: 200,
    },
  })
  // Off by default; routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, { global: false })
  await app.register(sameOrigin, { config })

  app.decorate('config', config)
  await app.register(hotAnswers, { hot })
  await app.register(runLock, { config })
  // The first start's module hands the stores the demo content a missing file is created from, so the
  // store code itself never imports the seed (the lint's demo-content boundary).
  await app.register(stores, { config, seed: firstStartContent })
  await app.register(edgeCache, { config })
  await app.register(firstRun, { config })
  await app.register(submissions)
  await app.register(mailer)
  await app.register(snapshots, { config })
  await app.register(publicJson)
  await app.register(attachmentBudget)
  // The search engine is made a few milliseconds per loop turn once the start's own work is done, so the first
  // search finds it made and requests meanwhile wait at most one turn.
  app.addHook('onReady', async () => {
    setTimeout(() => {
      if (app.server.listening)
        void prepareSearch(catalogueIndex(app.stores)).catch((error: unknown) =>
          app.log.error({ err: error }, 'making the search engine failed'),
        )
    }, SEARCH_WARMUP_DELAY_MS).unref()
  })

  app.setErrorHandler(apiErrorHandler({ diskFullText: DISK_FULL_TEXT, logPrefix: 'request' }))

  await app.register(healthRoutes)
  await app.register(seoRoutes)
  await app.register(datasheetRoutes)
  await app.register(cadRoutes)
  await app.register(drawingRoutes)
  await app.register(apiRoutes, { prefix: '/api' })
  await app.register(uploadsStatic, { uploadsDir: config.uploadsDir })
  if (!config.dev) await app.register(clientAssets, { dir: path.join(config.distDir, 'client') })
  await app.register(pageRoutes, { config })
  return app
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}
