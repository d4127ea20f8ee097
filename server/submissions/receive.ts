import type { FastifyRequest } from 'fastify'
import {
  addAttachments,
  allowedExtensions,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from '../../shared/attachments.ts'
import type { Lang } from '../../shared/i18n.ts'
import type { BudgetLimit } from '../uploads/attachment-budget.ts'
import { isDiskFull } from '../uploads/disk-full.ts'
import {
  cleanField,
  FORM_FIELDS,
  isValidEmail,
  LANG_FIELD,
  REQUIRED_FIELDS,
  type SubmissionKind,
} from '../../shared/forms.ts'
import { QUOTE_ITEMS_FIELD } from '../../shared/quote-items.ts'
import type { StoredQuoteItem } from '../../shared/schemas/quote-item.ts'
import { checkQuoteItems } from '../quote/quote-lines.ts'
import type { Stores } from '../store/collections.ts'
import { attachmentProblemText, formMessage, requestLang } from './messages.ts'
import { nonFileBytes, PART_LIMITS, type Received, readParts } from './read-parts.ts'
import { contentMatchesName } from './sniff.ts'
import type { AcceptedFile } from './storage.ts'
import { budgetRefusal, diskFullRefusal } from './storage-refusal.ts'

export { PART_LIMITS }

export type Verdict =
  | {
      ok: true
      lang: Lang
      fields: Record<string, string>
      files: AcceptedFile[]
      /** A quote's lines (empty without a list). */
      items: StoredQuoteItem[]
    }
  | { ok: false; lang: Lang; errors: string[] }

/**
 * Reads a contact or quote post and checks it against the same rules as the browser. Every file
 * is streamed to a temp file first; `tmpFiles` collects their paths, so the caller can remove
 * them whatever happens (even when the body is cut off half-way). Files are written within the
 * attachment budget: a post that cannot fit (by its Content-Length before the body is read, or
 * once its bytes cross a bound) or that meets a full disk throws a `SubmissionRefusal` (429/507).
 */
export async function receiveSubmission(
  request: FastifyRequest,
  kind: SubmissionKind,
  uploadsDir: string,
  tmpFiles: string[],
): Promise<Verdict> {
  const budget = request.server.attachmentBudget
  await budget.refreshDisk()
  const early = refusalByLength(request, kind)
  if (early) {
    request.log.info({ limit: early }, 'form post refused before its body: attachment budget')
    throw budgetRefusal(early, requestLang(request), budget.retryAfterSeconds(request.ip))
  }
  const received = await readParts(request, kind, uploadsDir, tmpFiles)
  const lang = requestLang(request, received.raw.get(LANG_FIELD))
  if (received.refusal || received.writeError) {
    // Nothing of a refused post stays, so its bytes do not count against the address's day.
    budget.refund(request.ip, request.attachmentBytes)
    if (received.writeError && !isDiskFull(received.writeError)) throw received.writeError
    if (received.writeError) throw diskFullRefusal(lang, received.writeError)
    request.log.info({ limit: received.refusal }, 'form post refused: attachment budget')
    throw budgetRefusal(received.refusal ?? 'disk', lang, budget.retryAfterSeconds(request.ip))
  }
  const verdict = await judge(received, kind, lang, request.server.stores)
  if (!verdict.ok) budget.refund(request.ip, request.attachmentBytes)
  return verdict
}

/** The bound a post would cross by its declared length alone (its files cannot be smaller than that). */
function refusalByLength(request: FastifyRequest, kind: SubmissionKind): BudgetLimit | null {
  const declared = Number(request.headers['content-length'])
  if (!Number.isFinite(declared)) return null
  const fileBytes = Math.min(declared - nonFileBytes(kind), MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES)
  const left = request.server.attachmentBudget.left(request.ip)
  return fileBytes > left.bytes ? left.limit : null
}

/** The fields and files of a fully read post against the form's rules. */
async function judge(received: Received, kind: SubmissionKind, lang: Lang, stores: Stores): Promise<Verdict> {
  if (received.malformed) return { ok: false, lang, errors: [formMessage(lang, 'forms.error.malformed')] }

  const errors: string[] = []
  const rules = FORM_FIELDS[kind]
  const fields: Record<string, string> = {}
  for (const [name, rule] of Object.entries(rules)) {
    const raw = received.raw.get(name) ?? ''
    fields[name] = name === 'email' ? raw.trim() : cleanField(raw, rule.multiline ?? false)
    if (fields[name].length > rule.max) received.tooLong = true
  }
  if (REQUIRED_FIELDS[kind].some((name) => !fields[name]))
    errors.push(formMessage(lang, `forms.${kind}.required`))
  if (fields.email && !isValidEmail(fields.email)) errors.push(formMessage(lang, 'forms.error.email'))
  if (received.tooLong) errors.push(formMessage(lang, 'forms.error.tooLong'))
  const lines =
    kind === 'quote' ? checkQuoteItems(received.raw.get(QUOTE_ITEMS_FIELD) ?? '', stores, lang) : null
  if (lines && !lines.ok) errors.push(...lines.errors)

  // The shared rules (count, size, extension, duplicates), then the bytes of each file left.
  const allowed = allowedExtensions(kind)
  if (received.tooMany) errors.push(attachmentProblemText(lang, { kind: 'too-many' }))
  const sized = received.files.map((file) => ({
    ...file,
    size: file.tooLarge ? MAX_ATTACHMENT_BYTES + 1 : file.size,
  }))
  const checked = addAttachments([], sized, allowed)
  for (const problem of checked.problems) errors.push(attachmentProblemText(lang, problem, allowed))
  const files: AcceptedFile[] = []
  for (const file of checked.files) {
    const kindOfContent = await contentMatchesName(file.tmpPath, file.name)
    if (kindOfContent)
      files.push({ tmpPath: file.tmpPath, originalName: file.name, size: file.size, kind: kindOfContent })
    else errors.push(attachmentProblemText(lang, { kind: 'unsupported', file: file.name }, allowed))
  }
  if (errors.length > 0) return { ok: false, lang, errors }
  return { ok: true, lang, fields, files, items: lines?.ok ? lines.items : [] }
}
