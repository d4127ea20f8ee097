import { open } from 'node:fs/promises'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { addAttachments, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../shared/attachments.ts'
import type { Lang } from '../../shared/i18n.ts'
import {
  cleanField,
  FILE_FIELD,
  FORM_FIELDS,
  isValidEmail,
  LANG_FIELD,
  REQUIRED_FIELDS,
  type SubmissionKind,
} from './fields.ts'
import { attachmentProblemText, formMessage, requestLang } from './messages.ts'
import { contentMatchesName } from './sniff.ts'
import { type AcceptedFile, newTmpPath } from './storage.ts'

/** Multipart limits per request (spec section 9: at most 5 files of 10 MB). */
export const PART_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: MAX_ATTACHMENTS,
  fields: 20,
  fieldSize: 10_000,
  parts: 30,
} as const

type ReceivedFile = { name: string; tmpPath: string; size: number; tooLarge: boolean }

type Received = {
  raw: Map<string, string>
  files: ReceivedFile[]
  tooMany: boolean
  tooLong: boolean
  malformed: boolean
}

export type Verdict =
  | { ok: true; lang: Lang; fields: Record<string, string>; files: AcceptedFile[] }
  | { ok: false; lang: Lang; errors: string[] }

/**
 * Reads a contact or quote post and checks it against the same rules as the browser. Every file
 * is streamed to a temp file first; `tmpFiles` collects their paths, so the caller can remove
 * them whatever happens (even when the body is cut off half-way).
 */
export async function receiveSubmission(
  request: FastifyRequest,
  kind: SubmissionKind,
  uploadsDir: string,
  tmpFiles: string[],
): Promise<Verdict> {
  const received = await readParts(request, kind, uploadsDir, tmpFiles)
  const lang = requestLang(request, received.raw.get(LANG_FIELD))
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
    errors.push(formMessage(lang, kind === 'contact' ? 'forms.contact.required' : 'forms.quote.required'))
  if (fields.email && !isValidEmail(fields.email)) errors.push(formMessage(lang, 'forms.error.email'))
  if (received.tooLong) errors.push(formMessage(lang, 'forms.error.tooLong'))

  // The shared rules (count, size, extension, duplicates), then the bytes of each file left.
  if (received.tooMany) errors.push(attachmentProblemText(lang, { kind: 'too-many' }))
  const sized = received.files.map((file) => ({
    ...file,
    size: file.tooLarge ? MAX_ATTACHMENT_BYTES + 1 : file.size,
  }))
  const checked = addAttachments([], sized)
  for (const problem of checked.problems) errors.push(attachmentProblemText(lang, problem))
  const files: AcceptedFile[] = []
  for (const file of checked.files) {
    const kindOfContent = await contentMatchesName(file.tmpPath, file.name)
    if (kindOfContent)
      files.push({ tmpPath: file.tmpPath, originalName: file.name, size: file.size, kind: kindOfContent })
    else errors.push(attachmentProblemText(lang, { kind: 'unsupported', file: file.name }))
  }
  return errors.length > 0 ? { ok: false, lang, errors } : { ok: true, lang, fields, files }
}

async function readParts(
  request: FastifyRequest,
  kind: SubmissionKind,
  uploadsDir: string,
  tmpFiles: string[],
): Promise<Received> {
  const received: Received = { raw: new Map(), files: [], tooMany: false, tooLong: false, malformed: false }
  const known = new Set([...Object.keys(FORM_FIELDS[kind]), LANG_FIELD])
  try {
    // throwFileSizeLimit (read by parts() at run time, missing from its type): a too-large file is
    // cut at 10 MB and flagged `truncated`, so the other problems of the post are still found.
    const options = { limits: PART_LIMITS, throwFileSizeLimit: false } as Parameters<typeof request.parts>[0]
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        // A file input left empty still sends a nameless, empty part: not an attachment.
        if (part.fieldname !== FILE_FIELD || !part.filename) {
          if (part.fieldname !== FILE_FIELD) received.malformed = true
          await pipeline(part.file, discard())
          continue
        }
        const tmpPath = newTmpPath(uploadsDir)
        tmpFiles.push(tmpPath)
        // Opened before piping, so the file exists by the time a failed pipeline lets the caller
        // remove it (a lazily opened stream could create it after the cleanup).
        const handle = await open(tmpPath, 'wx', 0o600)
        const sink = handle.createWriteStream()
        await pipeline(part.file, sink)
        received.files.push({
          name: part.filename,
          tmpPath,
          size: sink.bytesWritten,
          tooLarge: part.file.truncated,
        })
      } else {
        const value = typeof part.value === 'string' ? part.value : ''
        if (!known.has(part.fieldname) || received.raw.has(part.fieldname)) received.malformed = true
        if (part.valueTruncated || part.fieldnameTruncated) received.tooLong = true
        received.raw.set(part.fieldname, value)
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') received.tooMany = true
    else {
      request.log.info({ err: error }, 'unreadable form post')
      received.malformed = true
    }
  }
  return received
}

function discard(): Writable {
  return new Writable({
    write(_chunk, _encoding, done) {
      done()
    },
  })
}
