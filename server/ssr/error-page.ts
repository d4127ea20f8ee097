import { UNEXPECTED_ERROR_TITLE } from '../../shared/error-title.ts'
import { splitLang } from '../../shared/routes.ts'

/** The bare 500 page in the request's language (no React: the renderer is what failed). */
export function errorPage(url: string): string {
  const { lang } = splitLang(url.split('?')[0] ?? '/')
  const title = UNEXPECTED_ERROR_TITLE[lang]
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:system-ui;padding:3rem"><h1>${title}</h1><p>500</p><p><a href="/">/</a></p></body></html>`
}
