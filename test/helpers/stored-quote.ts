import type { FastifyInstance } from 'fastify'
import type { StoredQuoteItem } from '../../shared/schemas/quote-item.ts'
import type { Submission } from '../../shared/schemas/submission.ts'
import { initialState } from '../../server/submissions/submission-store.ts'
import { newSubmissionId } from '../../server/submissions/storage.ts'

/** Lines of a request: two of our products (one with a note that tries HTML), one free line. */
export const SAMPLE_LINES: StoredQuoteItem[] = [
  {
    product: 'din-933-alti-kose-basli-civata',
    name: 'DIN 933 Altı Köşe Başlı Cıvata',
    standard: 'DIN 933',
    size: 'M8',
    length: 30,
    material: 'carbon-steel',
    class: '8.8',
    finish: 'zinc-white',
    quantity: 12000,
    note: '<script>alert("x")</script> & ambalaj',
  },
  {
    product: 'din-976-tam-dis-saplama',
    name: 'DIN 976 Tam Diş Saplama',
    standard: 'DIN 976',
    size: 'M10',
    length: 125,
    material: 'a2',
    quantity: 500,
  },
  { text: 'Özel pim Ø6 x 40, çizime göre <b>acil</b>', quantity: 250 },
]

/**
 * A quote request with lines stored the way POST /api/quote stores one (content file + log line), with its
 * reference, and the buyer's acknowledgement in `acknowledgement` state (or none).
 */
export async function storeQuote(
  app: FastifyInstance,
  options: {
    lang?: string
    items?: StoredQuoteItem[]
    fields?: Record<string, string>
    acknowledgement?: 'waiting' | 'capped' | null
    reference?: string | null
  } = {},
): Promise<Submission> {
  const created = new Date().toISOString()
  const reference =
    options.reference === null ? undefined : (options.reference ?? app.submissions.nextReference())
  const state = initialState(created)
  if (options.acknowledgement !== null)
    state.acknowledgement = {
      state: options.acknowledgement ?? 'waiting',
      attempts: 0,
      last_error: '',
      next_attempt_at: created,
      sent_at: '',
    }
  const submission = await app.submissions.create(
    {
      id: newSubmissionId(),
      kind: 'quote',
      created_at: created,
      lang: options.lang ?? 'tr',
      fields: options.fields ?? {
        name: 'Ana García',
        email: 'ana@compras.example',
        company: 'Tornillería Sur',
        phone: '+34 600 000 000',
      },
      attachments: [],
      ...(reference ? { reference } : {}),
      ...(options.items === undefined
        ? { items: SAMPLE_LINES }
        : options.items.length
          ? { items: options.items }
          : {}),
    },
    state,
  )
  app.outbox.kick()
  return submission
}
