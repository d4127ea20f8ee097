import type { Lang } from './i18n.ts'

/**
 * The title of the generic fallback page shown when a page fails to render. English keeps the
 * spec's words. Kept out of the locale files on purpose: the fallback must show even when the
 * page's messages or react-intl are what failed.
 */
export const UNEXPECTED_ERROR_TITLE: Record<Lang, string> = {
  tr: 'Beklenmeyen bir uygulama hatası oluştu!',
  en: 'Unexpected Application Error!',
  es: '¡Error inesperado de la aplicación!',
}
