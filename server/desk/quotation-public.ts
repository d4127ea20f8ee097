import type { FastifyInstance } from 'fastify'
import type { Lang } from '../../shared/i18n.ts'
import type { QuotationPageData } from '../../shared/pages/quotation.ts'
import type { Submission } from '../../shared/schemas/submission.ts'
import { quotationView } from './quotation-actions.ts'
import type { QuotationRecord } from './quotation.ts'
import { quotationsOf } from './quotation-store.ts'

/** The quotation a buyer's token opens (a draft was never sent: none), with its request; null when none. */
export async function openByToken(
  app: FastifyInstance,
  token: string,
): Promise<{ record: QuotationRecord; submission: Submission } | null> {
  const record = await quotationsOf(app.submissions).byToken(token, (id) => app.submissions.has(id))
  if (!record || record.state === 'draft') return null
  const submission = await app.submissions.get(record.id)
  return submission ? { record, submission } : null
}

/** The buyer's page data in `lang`, or null for a token that opens nothing. */
export async function quotationPageData(
  app: FastifyInstance,
  token: string,
  lang: Lang,
): Promise<QuotationPageData | null> {
  const found = await openByToken(app, token)
  if (!found) return null
  return { ...quotationView(app, found.record, found.submission, lang), token }
}
