import { randomBytes } from 'node:crypto'
import { access, mkdir, open, rename, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { MultipartFile } from '@fastify/multipart'
import { AdminError } from '../repositories/admin/errors.ts'
import { publicFolder, removeQuietly } from './files.ts'

export const MAX_CATALOGUE_BYTES = 30 * 1024 * 1024
export const NOT_A_PDF = 'Lütfen sadece PDF dosyası seçin'
export const CATALOGUE_TOO_LARGE = "Dosya boyutu 30MB'dan küçük olmalıdır"
const UPLOADED = /^\/uploads\/katalog\/(katalog-\d+\.pdf)$/

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/** Streams the part into `temp` and checks it: within the limit, and starting with `%PDF-`. */
async function receive(part: MultipartFile, temp: string): Promise<number> {
  const handle = await open(temp, 'wx', 0o644)
  try {
    let size = 0
    let head = Buffer.alloc(0)
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (head.length < 5) head = Buffer.concat([head, chunk.subarray(0, 5)])
      await handle.write(chunk)
      size += chunk.length
    }
    if (part.file.truncated) throw new AdminError(413, CATALOGUE_TOO_LARGE)
    if (head.subarray(0, 5).toString('latin1') !== '%PDF-') throw new AdminError(400, NOT_A_PDF)
    await handle.sync()
    return size
  } finally {
    await handle.close()
  }
}

/**
 * Stores an uploaded catalogue as /uploads/katalog/katalog-<timestamp>.pdf (streamed to a temp
 * file first, never held whole in memory, renamed into place once checked). Returns URL and size.
 */
export async function saveCatalogue(
  uploadsDir: string,
  part: MultipartFile,
): Promise<{ url: string; size: number }> {
  const dir = publicFolder(uploadsDir, 'katalog')
  await mkdir(dir, { recursive: true })
  const temp = path.join(dir, `.upload-${randomBytes(8).toString('hex')}.tmp`)
  try {
    const size = await receive(part, temp)
    let stamp = Date.now()
    // Never replace an existing catalogue file: an open page may still be showing it.
    while (await exists(path.join(dir, `katalog-${stamp}.pdf`))) stamp += 1
    await rename(temp, path.join(dir, `katalog-${stamp}.pdf`))
    return { url: `/uploads/katalog/katalog-${stamp}.pdf`, size }
  } catch (error) {
    await removeQuietly(temp)
    throw error
  }
}

/** Deletes a catalogue uploaded earlier (the demo catalogue and foreign URLs are left alone). */
export async function removeUploadedCatalogue(uploadsDir: string, url: string): Promise<void> {
  const name = UPLOADED.exec(url)?.[1]
  if (name) await unlink(path.join(publicFolder(uploadsDir, 'katalog'), name)).catch(() => {})
}
