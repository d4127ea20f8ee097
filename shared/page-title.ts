import { pickText } from './i18n.ts'
import type { PageData, PageKind } from './page-data.ts'
import { isPageId, PAGES, type PageId } from './pages.ts'

/** Titles of the page kinds that are not in the registry (public pages take theirs from PAGES). */
const OTHER_TITLES: Record<Exclude<PageKind, PageId>, string> = {
  admin: 'admin.title',
  'not-found': 'notFound.title',
}

function titleId(page: PageKind): string | null {
  return isPageId(page) ? PAGES[page].title : OTHER_TITLES[page]
}

/** `<title>` of a page: "Page – Site title", or the site title alone on the home page. */
export function pageTitle(pageData: PageData, messages: Record<string, string>): string {
  const site = pageData.common.settings.site_title || pageData.common.settings.company_name
  const id = titleId(pageData.page)
  const own =
    pageData.page === 'product'
      ? pickText(pageData.data.product, 'name', pageData.lang)
      : id
        ? (messages[id] ?? '')
        : ''
  return own ? `${own} – ${site}` : site
}

export function pageDescription(pageData: PageData): string {
  if (pageData.page === 'product') {
    const text = pickText(pageData.data.product, 'description', pageData.lang)
    if (text) return text.slice(0, 160)
  }
  return pageData.common.settings.site_description
}
