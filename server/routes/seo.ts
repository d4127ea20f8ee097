import type { FastifyPluginAsync } from 'fastify'
import { LANGS } from '../../shared/i18n.ts'
import { PAGE_IDS, PAGES } from '../../shared/pages.ts'
import { localizePath, pagePath } from '../../shared/routes.ts'
import { STANDARDS } from '../../shared/standards/index.ts'
import { publicSettings } from '../repositories/public-content.ts'
import { escapeHtml } from '../../shared/escape-html.ts'
import { defaultFavicon } from '../ssr/seo.ts'
import { siteOrigin } from './site-origin.ts'
import { CACHE_AN_HOUR } from '../cache/cache-control.ts'

/**
 * /robots.txt, /sitemap.xml (every page and active product in every language, with
 * alternates), with absolute URLs from a configured origin only (see siteOrigin), and
 * /favicon.svg, the icon pages name when no favicon is uploaded.
 */
const seoRoutes: FastifyPluginAsync = async (app) => {
  const origin = siteOrigin(app)

  app.get('/robots.txt', async (request, reply) => {
    reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', CACHE_AN_HOUR)
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      'Allow: /',
      '',
      // A sitemap on localhost would only mislead crawlers.
      ...(origin.trusted ? [`Sitemap: ${origin.of(request)}/sitemap.xml`, ''] : []),
    ].join('\n')
  })

  // A file, not a data: URL in every page's head (0.5 KB of each page's HTML); short-lived, since
  // it shows the company name's first letter.
  app.get('/favicon.svg', async (_request, reply) => {
    reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', CACHE_AN_HOUR)
    return defaultFavicon(publicSettings(app.stores).company_name)
  })

  app.get('/sitemap.xml', async (request, reply) => {
    const base = origin.of(request)
    const paths = [
      ...PAGE_IDS.filter((page) => PAGES[page].sitemap).map((page) => pagePath(page)),
      ...app.stores.products.data
        .filter((p) => p.is_active)
        .map((p) => pagePath('product', { slug: p.slug })),
      ...STANDARDS.map((standard) => pagePath('standard', { slug: standard.id })),
    ]
    const entries = paths.flatMap((path) =>
      LANGS.map((lang) => {
        const alternates = LANGS.map(
          (alt) =>
            `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeHtml(base + localizePath(alt, path))}"/>`,
        ).join('')
        const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(base + path)}"/>`
        return `<url><loc>${escapeHtml(base + localizePath(lang, path))}</loc>${alternates}${xDefault}</url>`
      }),
    )
    reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', CACHE_AN_HOUR)
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
  })
}
export default seoRoutes
