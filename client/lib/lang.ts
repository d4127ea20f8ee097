import { useLocation } from 'react-router'
import type { Lang } from '../../shared/i18n.ts'
import type { PageId } from '../../shared/pages.ts'
import { localizePath, pagePath, splitLang } from '../../shared/routes.ts'

export function useLang(): Lang {
  return splitLang(useLocation().pathname).lang
}

/** Builds links in the current language: `href('products')` is `/en/urunler` on an English page. */
export function useHref(): (page: PageId, params?: Record<string, string>) => string {
  const lang = useLang()
  return (page, params) => localizePath(lang, pagePath(page, params))
}

export const LANG_COOKIE = 'lang'

/** Remembers the visitor's language for their next visit to `/` (read by the server). */
export function rememberLang(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`
}
