import type { PageData, PageKind } from './page-data.ts'
import { isPageId, PAGES, type PageId } from './pages.ts'

/** Titles of the page kinds that are not in the registry (public pages take theirs from PAGES). */
const OTHER_TITLES: Record<Exclude<PageKind, PageId>, string> = {
  admin: 'admin.title',
  'not-found': 'notFound.title',
}

/** The message id of a page's title; null for pages named by their content (home, a product, a standard). */
export function titleId(page: PageKind): string | null {
  return isPageId(page) ? PAGES[page].title : OTHER_TITLES[page]
}

/** The site's name in the page's language: the site title setting, or the company name without one. */
export function siteTitle(pageData: PageData): string {
  const settings = pageData.common.settings
  return settings.site_title || settings.company_name
}

/**
 * A message's text with its `{name}` arguments filled in; undefined when the language has no such message.
 * The server reads its plain locale strings through `messageText`; the browser, whose messages are already
 * parsed, through react-intl's formatMessage. Both fill the same arguments, so a title never shows an id.
 */
export type MessageText = (id: string, values?: Record<string, string>) => string | undefined

/** `MessageText` over a language's plain messages (the server's): each `{name}` replaced by its value. */
export function messageText(messages: Record<string, string>): MessageText {
  return (id, values = {}) =>
    messages[id]?.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** The page's own name (a breadcrumb's text): the product's name, the page's title text, '' on the home page. */
export function pageName(pageData: PageData, text: MessageText): string {
  if (pageData.page === 'product') return pageData.data.product.name
  if (pageData.page === 'standard') return standardText(pageData.data.standard, text, 'standard.name')
  const id = titleId(pageData.page)
  return id ? (text(id) ?? '') : ''
}

/** `<title>` of a page: "Page – Site title", or the site title alone on the home page. */
export function pageTitle(pageData: PageData, text: MessageText): string {
  const own = pageName(pageData, text)
  const site = siteTitle(pageData)
  return own ? `${own} – ${site}` : site
}

/**
 * Meta description in the page's language: a product's own description, else the page's text
 * (`page.<id>.description` in the locale files), else the site description setting (the home page's).
 */
export function pageDescription(pageData: PageData, text: MessageText, siteDescription: string): string {
  if (pageData.page === 'product') {
    const text = pageData.data.product.description
    if (text) return text.slice(0, 160)
  }
  if (pageData.page === 'standard') {
    return standardText(pageData.data.standard, text, 'standard.description')
  }
  const own =
    pageData.page === 'not-found' ? text('notFound.text') : text(`page.${pageData.page}.description`)
  return own || siteDescription
}

/** A standard page's name or description: its message with the designation and title filled in. */
function standardText(
  standard: { designation: string; title: string },
  text: MessageText,
  id: string,
): string {
  const values = { designation: standard.designation, title: standard.title }
  return text(id, values) ?? `${standard.designation} ${standard.title}`
}
