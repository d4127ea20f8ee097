/**
 * Every Cache-Control value the app sends, by kind of answer (README "Running behind Varnish or a CDN" has the
 * table). A shared cache in front (docs/varnish.vcl, a CDN) follows these and nothing else, so a new route picks
 * one of them rather than spelling its own.
 */

/** Hashed build output, public uploads and versioned drawings: never rewritten under the same URL. */
export const CACHE_FOREVER = 'public, max-age=31536000, immutable'

/** Drawings asked for without their version: asked again every time (a new build may redraw them). */
export const ALWAYS_REVALIDATE = 'no-cache'

/** robots.txt, the sitemap, the favicon and CAD models: an hour old is fine anywhere. */
export const CACHE_AN_HOUR = 'public, max-age=3600'

/**
 * The admin, its API, forms' answers, a visitor's quotation, 503s and errors, and whatever answers a request
 * carrying `Authorization` or sets a cookie: kept by no cache, shared or not.
 */
export const NEVER_STORE = 'private, no-store'

/**
 * Pages and public JSON: a browser revalidates every time (ETag, 304), so an edit shows on its next load; a shared
 * cache may answer from its copy for `edgeMaxAgeS` and then, for `edgeStaleS` more, answer with the old copy while
 * it fetches the new one. Content writes purge it sooner (edge-purge.ts). `must-revalidate` keeps browsers from
 * using `stale-while-revalidate` themselves. With `edgeMaxAgeS` 0 shared caches revalidate like browsers.
 */
export function contentCacheControl(edgeMaxAgeS: number, edgeStaleS: number): string {
  if (edgeMaxAgeS === 0) return ALWAYS_REVALIDATE
  const stale = edgeStaleS > 0 ? `, stale-while-revalidate=${edgeStaleS}` : ''
  return `public, max-age=0, must-revalidate, s-maxage=${edgeMaxAgeS}${stale}`
}
