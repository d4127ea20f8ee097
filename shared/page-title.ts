import { pickText } from './i18n.ts'
import type { PageData } from './page-data.ts'

const PAGE_TITLE_IDS: Partial<Record<PageData['page'], string>> = {
  about: 'page.about.title',
  solutions: 'page.solutions.title',
  products: 'page.products.title',
  catalogue: 'page.catalogue.title',
  contact: 'page.contact.title',
  quote: 'page.quote.title',
  privacy: 'page.privacy.title',
  terms: 'page.terms.title',
  kvkk: 'page.kvkk.title',
  admin: 'admin.title',
  'not-found': 'notFound.title',
}

/** `<title>` of a page: "Page – Site title", or the site title alone on the home page. */
export function pageTitle(pageData: PageData, messages: Record<string, string>): string {
  const site = pageData.common.settings.site_title || pageData.common.settings.company_name
  const id = PAGE_TITLE_IDS[pageData.page]
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
