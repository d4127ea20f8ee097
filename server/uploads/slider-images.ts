import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { IMAGE_WIDTHS } from './images.ts'
import { publicFolder, removeQuietly } from './files.ts'

const MAIN_IMAGE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.(webp|png|jpe?g)$/i
const VARIANT = new RegExp(`-(${IMAGE_WIDTHS.slice(1).join('|')})\\.webp$`)

/** URLs of the slider images in UPLOADS_DIR/public/sliders/ (size variants left out), oldest first. */
export async function listSliderImages(uploadsDir: string): Promise<string[]> {
  const dir = publicFolder(uploadsDir, 'sliders')
  const names = await readdir(dir).catch(() => [] as string[])
  const images = await Promise.all(
    names
      .filter((name) => MAIN_IMAGE.test(name) && !VARIANT.test(name))
      .map(async (name) => ({ name, time: (await stat(path.join(dir, name)).catch(() => null))?.mtimeMs })),
  )
  return images
    .flatMap(({ name, time }) => (time === undefined ? [] : [{ name, time }]))
    .sort((a, b) => a.time - b.time || a.name.localeCompare(b.name))
    .map(({ name }) => `/uploads/sliders/${name}`)
}

/** Deletes an uploaded slider image and its size variants (other URLs are left alone). */
export async function removeSliderImage(uploadsDir: string, url: string): Promise<void> {
  const name = /^\/uploads\/sliders\/([a-z0-9-]+)\.webp$/.exec(url)?.[1]
  if (!name) return
  const dir = publicFolder(uploadsDir, 'sliders')
  const suffixes = ['', ...IMAGE_WIDTHS.slice(1).map((width) => `-${width}`)]
  await Promise.all(suffixes.map((suffix) => removeQuietly(path.join(dir, `${name}${suffix}.webp`))))
}
