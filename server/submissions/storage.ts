import { randomBytes } from 'node:crypto'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Compile } from 'typebox/compile'
import type { Lang } from '../../shared/i18n.ts'
import { type StoredAttachment, Submission } from '../../shared/schemas/submission.ts'
import { syncPath } from '../store/durable-json-file.ts'
import { isValidEmail, type SubmissionKind } from '../../shared/forms.ts'
import type { StoredQuoteItem } from '../../shared/schemas/quote-item.ts'
import { type SubmissionContent, type SubmissionState, toSubmission } from './submission-index.ts'
import { initialState, type SubmissionStore } from './submission-store.ts'
import { type AttachmentKind, KIND_MIME } from './sniff.ts'

/**
 * Visitors' files live under UPLOADS_DIR/private, which no route serves: uploads arrive in
 * `private/tmp` and move to `private/submissions/<id>/<stored_name>` once the request is valid.
 */
export function tmpDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'private', 'tmp')
}

export function submissionDir(uploadsDir: string, id: string): string {
  return path.join(uploadsDir, 'private', 'submissions', id)
}

export function attachmentPath(uploadsDir: string, id: string, storedName: string): string {
  return path.join(submissionDir(uploadsDir, id), storedName)
}

/** Creates the private folders and drops temp files of requests a crash interrupted. */
export async function prepareUploadDirs(uploadsDir: string): Promise<void> {
  const tmp = tmpDir(uploadsDir)
  await mkdir(tmp, { recursive: true, mode: 0o700 })
  await mkdir(path.join(uploadsDir, 'private', 'submissions'), { recursive: true, mode: 0o700 })
  for (const name of await readdir(tmp)) await rm(path.join(tmp, name), { force: true, recursive: true })
}

export function newTmpPath(uploadsDir: string): string {
  return path.join(tmpDir(uploadsDir), `${randomBytes(16).toString('hex')}.part`)
}

/** Time-ordered and unguessable; also the folder name of the attachments. */
export function newSubmissionId(): string {
  return `${Date.now().toString(36)}-${randomBytes(5).toString('hex')}`
}

/**
 * The visitor's file name, kept for the inbox and the mail only (never a path on disk): folder
 * parts, control and format characters removed, at most 255 characters, extension kept.
 */
export function safeOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/["*:<>?|]/g, '_')
    .trim()
  if (!cleaned || /^\.+$/.test(cleaned)) return 'dosya'
  if (cleaned.length <= 255) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : ''
  return cleaned.slice(0, 255 - ext.length) + ext
}

export type AcceptedFile = { tmpPath: string; originalName: string; size: number; kind: AttachmentKind }

const checkSubmission = Compile(Submission)

/**
 * Moves the validated files into the submission's private folder, then stores the record
 * (state 'waiting', due now). On any failure the folder is removed again and nothing is stored.
 * A submission without files gets no folder: most posts carry none, and each would leave an empty one.
 */
export async function storeSubmission(input: {
  store: SubmissionStore
  uploadsDir: string
  kind: SubmissionKind
  lang: Lang
  fields: Record<string, string>
  files: AcceptedFile[]
  /** A quote's lines (none for a contact message or the spec's single-product form). */
  items?: StoredQuoteItem[]
  now?: Date
}): Promise<Submission> {
  const id = newSubmissionId()
  const dir = submissionDir(input.uploadsDir, id)
  const now = input.now ?? new Date()
  const created = now.toISOString()
  if (input.files.length > 0) await mkdir(dir, { recursive: true, mode: 0o700 })
  try {
    const attachments: StoredAttachment[] = []
    for (const file of input.files) {
      const storedName = `${randomBytes(12).toString('hex')}.${file.kind}`
      await syncPath(file.tmpPath)
      await rename(file.tmpPath, path.join(dir, storedName))
      attachments.push({
        stored_name: storedName,
        original_name: safeOriginalName(file.originalName),
        size: file.size,
        mime: KIND_MIME[file.kind],
      })
    }
    if (input.files.length > 0) await syncPath(dir)
    const quote = input.kind === 'quote'
    const content: SubmissionContent = {
      id,
      kind: input.kind,
      created_at: created,
      lang: input.lang,
      fields: input.fields,
      attachments,
      ...(quote ? { reference: input.store.nextReference(now) } : {}),
      ...(quote && input.items?.length ? { items: input.items } : {}),
    }
    const state: SubmissionState = { ...initialState(created), status: 'new' }
    // The buyer hears that the request arrived, unless the address had its day's acknowledgements.
    const email = input.fields.email ?? ''
    if (quote && isValidEmail(email))
      state.acknowledgement = {
        ...state.delivery,
        state: input.store.takeAcknowledgement(email, now.getTime()) ? 'waiting' : 'capped',
      }
    // Never store a record that the admin API could not answer with.
    if (!checkSubmission.Check(toSubmission(content, state)))
      throw new Error('submission record does not match its schema')
    return await input.store.create(content, state)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}
