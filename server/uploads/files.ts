import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, unlink } from 'node:fs/promises'
import path from 'node:path'
import { slugify } from '../../shared/slug.ts'

/** Folders under UPLOADS_DIR/public that admin uploads go to (served at /uploads/<folder>/). */
export const PUBLIC_FOLDERS = ['products', 'sliders', 'branding', 'katalog'] as const
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number]

export function publicFolder(uploadsDir: string, folder: PublicFolder): string {
  return path.join(uploadsDir, 'public', folder)
}

/**
 * A server-chosen file name: an optional readable prefix from the admin's text (slugified, so
 * only a-z, 0-9 and hyphens) and 96 random bits. Nothing of the uploaded file's name is used.
 */
export function newFileBase(hint = ''): string {
  const prefix = slugify(hint).slice(0, 40).replace(/-+$/, '')
  const random = randomBytes(12).toString('hex')
  return prefix ? `${prefix}-${random}` : random
}

/** Writes `data` to a temp file beside `target`, fsyncs it and renames it into place. */
export async function writeFileAtomic(target: string, data: Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true })
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`)
  const handle = await open(temp, 'wx', 0o644)
  try {
    await handle.writeFile(data)
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temp, target)
  } catch (error) {
    await unlink(temp).catch(() => {})
    throw error
  }
}

/** `child` resolved inside `root`, or null if it would land outside (traversal). */
export function resolveInside(root: string, ...parts: string[]): string | null {
  const resolved = path.resolve(root, ...parts)
  return resolved.startsWith(path.resolve(root) + path.sep) ? resolved : null
}

export async function removeQuietly(file: string): Promise<void> {
  await unlink(file).catch(() => {})
}
