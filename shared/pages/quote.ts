import { definePage } from '../page-definition.ts'
import { QUOTE_CHOICES } from '../catalogue/field-params.ts'
import type { QuotePrefill } from '../page-data.ts'
import type { ParsedQuoteItem } from '../schemas/quote-item.ts'

/**
 * `prefill`: what the query names, in the page language; `productNames` offers every product; `pasted`: the lines
 * of a bill of materials posted to the page without scripts (`bom=<text>`), read as POST /api/quote/parse reads them.
 */
type QuoteData = { productNames: string[]; prefill: QuotePrefill; pasted?: ParsedQuoteItem[] }

/**
 * /teklif, the quote form. `?product=<slug>&size=M10&length=40&material=a2&finish=zinc-white`: a
 * product page's size row fills in the form.
 */
export const quote = definePage<QuoteData>()({
  path: '/teklif',
  title: 'page.quote.title',
  sitemap: true,
  query: ['product', 'size', 'length', ...QUOTE_CHOICES],
  module: 'quote/quote-page.tsx',
})

/** The forms' area (shared with the contact page) and the call to action. */
export const messageAreas = ['forms', 'quoteList', 'contentCta']
