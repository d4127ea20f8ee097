import { DEFAULT_LANG, isLang, type Lang } from './i18n.ts'

/** Public pages and their paths (the same paths in every language, prefixed by /en or /es). */
export const PAGES = {
  home: '/',
  about: '/hakkimizda',
  solutions: '/cozumlerimiz',
  products: '/urunler',
  product: '/urunler/:slug',
  catalogue: '/katalog',
  contact: '/iletisim',
  quote: '/teklif',
  privacy: '/gizlilik-politikasi',
  terms: '/kullanim-kosullari',
  kvkk: '/kvkk',
} as const
export type PageId = keyof typeof PAGES

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

/** Matches a language-free path against PAGES; `null` for not-found. */
export function matchPage(path: string): PageMatch | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  for (const [page, pattern] of Object.entries(PAGES) as [PageId, string][]) {
    const names: string[] = []
    const regex = new RegExp(
      `^${pattern.replace(/:([a-z]+)/g, (_, name: string) => {
        names.push(name)
        return '([^/]+)'
      })}$`,
    )
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
  return PAGES[page].replace(/:([a-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

/** The admin panel lives under /admin (Turkish only); the server renders its shell. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}
