import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { AdminError } from '../repositories/admin/errors.ts'

export type UploadedPart = { file: MultipartFile; fields: Record<string, string> }

/**
 * The one `file` part of a multipart request, with the text fields sent before it. Limits are
 * this route's own: one file of at most `maxBytes` (busboy marks it truncated beyond that) and
 * five fields. A request that is not multipart or has no file answers 400 with `missing`.
 */
export async function filePart(request: FastifyRequest, maxBytes: number, missing: string): Promise<UploadedPart> {
  let file: MultipartFile | undefined
  try {
    file = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
      throwFileSizeLimit: false,
    })
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode
    throw new AdminError(status === 413 ? 413 : 400, missing)
  }
  if (!file || file.fieldname !== 'file') throw new AdminError(400, missing)
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value
    if (part && part.type === 'field' && typeof part.value === 'string') fields[name] = part.value
  }
  return { file, fields }
}

/** Reads the whole file (bounded by the part's limit); `tooLarge` (413) if it went past it. */
export async function fileBuffer(part: MultipartFile, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of part.file) chunks.push(chunk as Buffer)
  if (part.file.truncated) throw new AdminError(413, tooLarge)
  return Buffer.concat(chunks)
}
