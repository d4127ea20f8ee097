import path from 'node:path'
import { IMAGE_TYPES, type ImageKind } from '../../shared/schemas/upload.ts'
import { loadSharp } from './sharp.ts'
import { AdminError } from '../repositories/admin/errors.ts'
import { newFileBase, type PublicFolder, publicFolder, writeFileAtomic } from './files.ts'

export const NOT_AN_IMAGE = 'Lütfen sadece resim dosyası seçin'
export const MAX_INPUT_PIXELS = 40_000_000
const ACCEPTED = new Set<string>(IMAGE_TYPES)

/** `<name>.webp` is the largest; `-800` and `-400` sit beside it for srcset. */
export const IMAGE_WIDTHS = [1600, 800, 400] as const

const FOLDER: Record<ImageKind, PublicFolder> = {
  product: 'products',
  slider: 'sliders',
  logo: 'branding',
  favicon: 'branding',
}

/**
 * Refuses anything that is not a PNG, JPEG or WebP by its bytes (the name and the declared type
 * are ignored; SVG and HTML never pass) or that is larger than 40 megapixels, judged from the
 * header before any pixel is decoded.
 */
async function checkImage(data: Buffer): Promise<void> {
  // file-type (~70 ms to load) comes with the first upload, not with the start.
  const { fileTypeFromBuffer } = await import('file-type')
  const type = await fileTypeFromBuffer(data)
  if (!type || !ACCEPTED.has(type.mime)) throw new AdminError(400, NOT_AN_IMAGE)
  const sharp = await loadSharp()
  const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null)
  if (!meta?.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AdminError(400, NOT_AN_IMAGE)
  }
}

async function encode(data: Buffer, kind: ImageKind): Promise<{ suffix: string; bytes: Buffer }[]> {
  const sharp = await loadSharp()
  const decode = (input: Buffer) =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  if (kind === 'favicon') {
    const bytes = await decode(data)
      .resize({ width: 512, height: 512, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer()
    return [{ suffix: '.png', bytes }]
  }
  return Promise.all(
    IMAGE_WIDTHS.map(async (width, index) => ({
      suffix: index === 0 ? '.webp' : `-${width}.webp`,
      bytes: await decode(data)
        .resize({ width, height: width * 2, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    })),
  )
}

/**
 * Re-encodes an uploaded image (EXIF orientation applied, all metadata dropped) into
 * UPLOADS_DIR/public/<folder>/ under a server-chosen name and returns its public URL.
 */
export async function saveImage(
  uploadsDir: string,
  kind: ImageKind,
  data: Buffer,
  nameHint = '',
): Promise<string> {
  await checkImage(data)
  const outputs = await encode(data, kind).catch(() => {
    throw new AdminError(400, NOT_AN_IMAGE)
  })
  const folder = FOLDER[kind]
  const base = newFileBase(nameHint)
  const dir = publicFolder(uploadsDir, folder)
  // Variants first: once the main file exists, every size it names exists too.
  for (const output of [...outputs].reverse()) {
    await writeFileAtomic(path.join(dir, `${base}${output.suffix}`), output.bytes)
  }
  return `/uploads/${folder}/${base}${outputs[0]!.suffix}`
}
