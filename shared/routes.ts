import { DEFAULT_LANG, isLang, type Lang } from './i18n.ts'
import { PAGE_IDS, PAGES, type PageId } from './pages.ts'

/** Splits `/en/urunler` into `{ lang: 'en', path: '/urunler' }`; Turkish has no prefix. */
export function splitLang(pathname: string): { lang: Lang; path: string } {
  const match = /^\/(en|es)(\/.*)?$/.exec(pathname)
  if (match && isLang(match[1])) return { lang: match[1], path: match[2] || '/' }
  return { lang: DEFAULT_LANG, path: pathname || '/' }
}

/** The same page path in `lang`: `/urunler` -> `/en/urunler`, `/` -> `/en`. */
export function localizePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

export type PageMatch = { page: PageId; params: Record<string, string> }

/** Each page's path as a regular expression and the names of its parameters, made once. */
const MATCHERS = PAGE_IDS.map((page) => {
  const names: string[] = []
  const regex = new RegExp(
    `^${PAGES[page].path.replace(/:([a-z]+)/g, (_, name: string) => {
      names.push(name)
      return '([^/]+)'
    })}$`,
  )
  return { page, regex, names }
})

/** Matches a language-free path against the page registry; `null` for not-found. */
export function matchPage(path: string): PageMatch | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  for (const { page, regex, names } of MATCHERS) {
    const found = regex.exec(clean)
    if (!found) continue
    const params: Record<string, string> = {}
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(found[index + 1] ?? '')
    })
    return { page, params }
  }
  return null
}

export function pagePath(page: PageId, params: Record<string, string> = {}): string {
  return PAGES[page].path.replace(/:([a-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

/** The admin panel lives under /admin (Turkish only); the server renders its shell. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}
