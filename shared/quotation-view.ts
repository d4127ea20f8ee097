/**
 * A quotation as the buyer reads it, in one language, every number and date already written out: the PDF, the mail
 * and the buyer's page (server-rendered and hydrated from the same strings, so the browser's Intl never differs).
 */
export type QuotationLineView = {
  number: number
  /** The product's name and standard, or the free line's text. */
  title: string
  /** Size × length, material, class, finish, the buyer's note: one line of details. */
  detail: string
  quantity: string
  unitPrice: string
  /** "per 100 pcs" */
  per: string
  amount: string
}

export type QuotationView = {
  lang: 'tr' | 'en' | 'es'
  reference: string
  /** When it was sent (or saved, for a draft), written out. */
  date: string
  company: { name: string; address: string; phone: string; email: string; website: string }
  buyer: { name: string; company: string }
  currency: string
  lines: QuotationLineView[]
  total: string
  validUntil: string
  delivery: string
  terms: string
  note: string
  /** open: the buyer may answer; expired: past its date; accepted, declined: answered. */
  state: 'open' | 'expired' | 'accepted' | 'declined'
  answer?: { at: string; name?: string; poNumber?: string; reason?: string }
}
