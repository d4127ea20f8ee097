import { definePage } from '../page-definition.ts'
import type { QuotationView } from '../quotation-view.ts'

/** The quotation in the page's language, and the token that opened it (for its PDF and the answer forms). */
export type QuotationPageData = QuotationView & { token: string }

/**
 * /teklif/q/<token>, the buyer's own quotation: read, download, accept or decline. Never listed, never indexed, never
 * cached (server/routes/quotation-page.ts renders it per request; the token is the only key to it).
 */
export const quotation = definePage<QuotationPageData>()({
  path: '/teklif/q/:token',
  title: 'quotation.title',
  sitemap: false,
  query: [],
  module: 'quotation/quotation-page.tsx',
})

export const messageAreas = ['quotation']
