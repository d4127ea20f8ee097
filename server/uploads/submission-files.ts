import { rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { bytesUnder } from './attachment-budget.ts'
import { resolveInside } from './files.ts'

/** What a stored attachment name may look like (server-chosen; never a path). */
export const STORED_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'
const STORED_NAME = new RegExp(STORED_NAME_PATTERN)
const SUBMISSION_ID = /^[A-Za-z0-9_-]{1,64}$/

function submissionsRoot(uploadsDir: string): string {
  return path.join(uploadsDir, 'private', 'submissions')
}

/**
 * The file of one attachment, UPLOADS_DIR/private/submissions/<id>/<stored_name>, or null when
 * either part is not a plain name, the result leaves the folder, or no such file exists.
 */
export async function attachmentFile(uploadsDir: string, submissionId: string, storedName: string) {
  if (!SUBMISSION_ID.test(submissionId) || !STORED_NAME.test(storedName)) return null
  const file = resolveInside(submissionsRoot(uploadsDir), submissionId, storedName)
  if (!file) return null
  const info = await stat(file).catch(() => null)
  return info?.isFile() ? { file, size: info.size } : null
}

/** Deletes the folder holding a submission's attachments; returns the bytes it held. */
export async function removeSubmissionFiles(uploadsDir: string, submissionId: string): Promise<number> {
  if (!SUBMISSION_ID.test(submissionId)) return 0
  const dir = resolveInside(submissionsRoot(uploadsDir), submissionId)
  if (!dir) return 0
  const bytes = await bytesUnder(dir)
  await rm(dir, { recursive: true, force: true })
  return bytes
}

/** `Content-Disposition: attachment` with an ASCII fallback and the real name per RFC 5987/6266. */
export function attachmentDisposition(originalName: string): string {
  const fallback = originalName.replace(/[^\x20-\x7e]|["\\%]/g, '_').slice(0, 150) || 'dosya'
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
