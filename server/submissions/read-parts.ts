import { open } from 'node:fs/promises'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../shared/attachments.ts'
import type { BudgetLimit } from '../uploads/attachment-budget.ts'
import { isDiskFull } from '../uploads/disk-full.ts'
import { FILE_FIELD, FORM_FIELDS, LANG_FIELD, type SubmissionKind } from '../../shared/forms.ts'
import { QUOTE_ITEMS_FIELD, QUOTE_ITEMS_MAX_BYTES } from '../../shared/quote-items.ts'
import { MeteredFileSink } from './metered-sink.ts'
import { newTmpPath } from './storage.ts'

/** Multipart limits per request: the attachment rules of shared/attachments.ts (at most 5 files of 10 MB). */
export const PART_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: MAX_ATTACHMENTS,
  fields: 20,
  fieldSize: 10_000,
  parts: 30,
} as const

/**
 * A form's multipart limits: a quote's `items` field (its list of lines) may be longer than any typed field; every
 * typed field is still held to its own rule (shared/forms.ts) once read.
 */
export function partLimits(kind: SubmissionKind) {
  return kind === 'quote' ? { ...PART_LIMITS, fieldSize: QUOTE_ITEMS_MAX_BYTES } : PART_LIMITS
}

/** The most bytes of a form's post that are not file contents (fields and part headers). */
export function nonFileBytes(kind: SubmissionKind): number {
  const extra = kind === 'quote' ? QUOTE_ITEMS_MAX_BYTES : 0
  return PART_LIMITS.fields * PART_LIMITS.fieldSize + extra + PART_LIMITS.parts * 1024
}

export type ReceivedFile = { name: string; tmpPath: string; size: number; tooLarge: boolean }

export type Received = {
  raw: Map<string, string>
  files: ReceivedFile[]
  tooMany: boolean
  tooLong: boolean
  malformed: boolean
  /** The attachment budget bound a file crossed (its bytes are gone, the post is refused whole). */
  refusal: BudgetLimit | null
  /** A failed write of a temp file (the disk full, usually). */
  writeError: Error | null
}

/**
 * Reads every part of the post: fields into `raw`, files into temp files (paths pushed onto
 * `tmpFiles`) within the attachment budget, counted on the request as they are written.
 */
export async function readParts(
  request: FastifyRequest,
  kind: SubmissionKind,
  uploadsDir: string,
  tmpFiles: string[],
): Promise<Received> {
  const received: Received = {
    raw: new Map(),
    files: [],
    ...{ tooMany: false, tooLong: false, malformed: false, refusal: null, writeError: null },
  }
  const known = new Set([
    ...Object.keys(FORM_FIELDS[kind]),
    LANG_FIELD,
    ...(kind === 'quote' ? [QUOTE_ITEMS_FIELD] : []),
  ])
  const budget = request.server.attachmentBudget
  // Once a file is refused the later ones are read and dropped too: the post is refused whole.
  const take = (bytes: number) => {
    if (received.refusal || received.writeError) return received.refusal ?? 'disk'
    const refused = budget.reserve(request.ip, bytes)
    if (!refused) request.attachmentBytes += bytes
    return refused
  }
  try {
    // throwFileSizeLimit (read by parts() at run time, missing from its type): a too-large file is
    // cut at 10 MB and flagged `truncated`, so the other problems of the post are still found.
    const options = { limits: partLimits(kind), throwFileSizeLimit: false } as Parameters<
      typeof request.parts
    >[0]
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
        const sink = new MeteredFileSink(handle, tmpPath, take)
        await pipeline(part.file, sink)
        received.refusal ??= sink.refusal
        received.writeError ??= sink.writeError
        if (sink.stopped) continue
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
    else if (isDiskFull(error)) received.writeError = error as Error
    else {
      request.log.info({ err: error }, 'unreadable form post')
      received.malformed = true
    }
  }
  if (received.writeError && isDiskFull(received.writeError))
    request.log.error({ err: received.writeError }, 'uploads disk is full: form post refused')
  return received
}

function discard(): Writable {
  return new Writable({
    write(_chunk, _encoding, done) {
      done()
    },
  })
}
