import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Lang } from '../../shared/i18n.ts'
import type { PageKind, PageState } from '../../shared/page-data.ts'
import type { RenderModule } from '../../shared/render-module.ts'
import type { Config } from '../config.ts'
import { fontFiles, type Manifest, pageFiles, readManifest } from './client-manifest.ts'
import { publicSettings } from '../repositories/public-content.ts'
import { loadPageData } from './page-data.ts'
import type { PostedForm } from './page-loaders.ts'
import { fillTemplate, messagesJson } from './template.ts'

/** A rendered page: its status and its HTML as UTF-8 bytes (see fillTemplate). */
export type RenderedPage = { status: number; html: Buffer }
export type PageRenderer = { render(url: string, posted?: PostedForm): Promise<RenderedPage> }

/**
 * Production: the prebuilt SSR bundle and index.html from `vite build`.
 * Development: Vite in middleware mode inside this Fastify process, with hot reload.
 */
export async function createPageRenderer(app: FastifyInstance, config: Config): Promise<PageRenderer> {
  const load =
    givenLoaders.get(config) ?? (config.dev ? await devLoader(app, config) : await productionLoader(config))
  activeLoaders.set(config, load)
  return {
    async render(url, posted) {
      const { module, template, manifest } = await load(url)
      const pageData = loadPageData(app.stores, url, posted)
      // The page embeds only its own texts; the head (title, description, breadcrumbs) may name others.
      const state: PageState = { pageData, messages: module.pageMessagesFor(pageData.lang, pageData.page) }
      const scope = pageData.page === 'admin' ? 'admin' : 'site'
      const appHtml = await module.renderPage(state)
      const preloads = manifest
        ? [
            ...fontFiles(manifest),
            ...pageFiles(manifest, module.PAGE_MODULES[pageData.page], pageData.lang),
          ].map((file) => `/${file}`)
        : []
      return {
        status: pageData.status,
        html: fillTemplate(template, state, appHtml, {
          publicUrl: config.PUBLIC_URL,
          preloads,
          messages: module.messagesFor(pageData.lang, scope),
          settings: publicSettings(app.stores),
        }),
      }
    },
  }
}

const activeLoaders = new WeakMap<Config, Loader>()

/**
 * The texts client-side navigation to `page` needs besides the common ones the browser holds
 * (GET /api/page-data/messages), as JSON with their parsed forms; null before the page renderer
 * of this config exists.
 */
export async function pageMessagesJson(config: Config, lang: Lang, page: PageKind): Promise<string | null> {
  const load = activeLoaders.get(config)
  if (!load) return null
  const { module } = await load('/')
  return messagesJson(module.pageMessagesFor(lang, page, 'own'))
}

type Loader = (url: string) => Promise<{ module: RenderModule; template: string; manifest?: Manifest }>

/** Loaders handed in for one config: tests render from source and so run without a build. */
const givenLoaders = new WeakMap<Config, Loader>()
export function setPageLoader(config: Config, load: Loader): void {
  givenLoaders.set(config, load)
}

async function productionLoader(config: Config): Promise<Loader> {
  const serverEntry = path.join(config.distDir, 'server', 'entry-server.js')
  const templateFile = path.join(config.distDir, 'client', 'index.html')
  let template: string
  try {
    template = await readFile(templateFile, 'utf8')
  } catch {
    throw new Error(`No production build found at ${config.distDir}. Run \`npm run build\` first.`)
  }
  const module = (await import(serverEntry)) as RenderModule
  const manifest = readManifest(path.join(config.distDir, 'client'))
  return async () => ({ module, template, manifest })
}

async function devLoader(app: FastifyInstance, config: Config): Promise<Loader> {
  const { createServer } = await import('vite')
  const vite = await createServer({
    configFile: path.join(config.rootDir, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { port: 24678 } },
    appType: 'custom',
  })
  const middie = await import('@fastify/middie')
  await app.register(middie.default)
  app.use(vite.middlewares)
  app.addHook('onClose', async () => vite.close())
  const rawTemplate = path.join(config.rootDir, 'client', 'index.html')
  return async (url) => ({
    module: (await vite.ssrLoadModule('/entry-server.tsx')) as RenderModule,
    template: await vite.transformIndexHtml(url, await readFile(rawTemplate, 'utf8')),
  })
}
