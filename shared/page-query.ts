import type { PageSpec } from './page-definition.ts'
import { PAGES, type PageId } from './pages.ts'
import { listValues } from './product-facets.ts'
import { isAdminPath, matchPage, splitLang } from './routes.ts'

export type CanonicalPage = {
  /** Path as requested plus only the parameters the page reads, first value each, none empty. */
  url: string
  page: PageId | null
  /** Decoded path parameters (`slug` of a product page). */
  pathParams: Record<string, string>
  /** The kept query parameters (a subset of the page's `query` in the registry); repeated ones joined by ','. */
  params: Record<string, string>
}

/**
 * The canonical form of a page URL: the path as requested plus only the query parameters its page
 * reads (PAGES[page].query). null when the path holds a malformed percent-escape
 * (`/urunler/%E0%A4%A`): such a URL names no page and is answered 400.
 */
export function canonicalPage(url: string): CanonicalPage | null {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://local')
    decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  const match = isAdminPath(parsed.pathname) ? null : matchPage(splitLang(parsed.pathname).path)
  const page = match?.page ?? null
  const params: Record<string, string> = {}
  const query = new URLSearchParams()
  const spec: PageSpec | null = page ? PAGES[page] : null
  for (const name of spec?.query ?? []) {
    const all = parsed.searchParams.getAll(name)
    if (spec?.ranges?.includes(name) && all.length > 1) {
      // A form's "from" and "to" fields under one name: one `from-to` value, the page's reader checks it.
      const range = `${all[0]?.trim() ?? ''}-${all[1]?.trim() ?? ''}`
      if (range === '-') continue
      params[name] = range
      query.set(name, range)
      continue
    }
    if (spec?.repeated?.includes(name)) {
      const values = listValues(parsed.searchParams.getAll(name))
      if (values.length === 0) continue
      params[name] = values.join(',')
      for (const value of values) query.append(name, value)
      continue
    }
    // The first value, as URLSearchParams.get (the page's reader) takes it; '' means "not set".
    const value = parsed.searchParams.get(name)
    if (!value) continue
    params[name] = value
    query.set(name, value)
  }
  const search = query.toString()
  return {
    url: search ? `${parsed.pathname}?${search}` : parsed.pathname,
    page,
    pathParams: match?.params ?? {},
    params,
  }
}
