import type { FastifyInstance } from 'fastify'
import { newSecret, type QuotationRecord, tokenOf } from '../../server/desk/quotation.ts'
import { quotationsOf } from '../../server/desk/quotation-store.ts'
import { storeQuote } from './stored-quote.ts'

/** A quote request with a sent quotation (two priced lines, valid for 30 days) written straight to disk; its token. */
export async function storeSentQuotation(app: FastifyInstance): Promise<string> {
  const quote = await storeQuote(app, { acknowledgement: null })
  const now = new Date().toISOString()
  const record: QuotationRecord = {
    id: quote.id,
    secret: newSecret(),
    input: {
      currency: 'EUR',
      valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      delivery: '3 hafta',
      terms: 'Peşin',
      lines: [
        { item: 0, unit_price: 10, per: 100 },
        { text: 'Ambalaj', quantity: 1, unit_price: 20, per: 1 },
      ],
      note: '',
    },
    lines: [
      { item: 0, quantity: 12_000, unit_price: 10, per: 100, amount_minor: 120_000 },
      { text: 'Ambalaj', quantity: 1, unit_price: 20, per: 1, amount_minor: 2_000 },
    ],
    total_minor: 122_000,
    state: 'sent',
    created_at: now,
    updated_at: now,
    sent_at: now,
  }
  await quotationsOf(app.submissions).write(record)
  return tokenOf(record)
}
