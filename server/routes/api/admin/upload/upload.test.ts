import { access, readdir } from 'node:fs/promises'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'
import { multipart } from '../../../../../test/helpers/multipart.ts'

const test = adminTestApp()

const NOT_IMAGE = { success: false, error: 'Lütfen sadece resim dosyası seçin' }

function upload(kind: string, data: Buffer, filename = 'photo.png', contentType = 'image/png', fields = {}) {
  const body = multipart(fields, { filename, contentType, data })
  return test.app.inject({
    method: 'POST',
    url: `/api/admin/upload/${kind}`,
    headers: { ...test.auth, ...body.headers },
    payload: body.payload,
  })
}

const fileOf = (url: string) => path.join(test.config.uploadsDir, 'public', url.replace(/^\/uploads\//, ''))
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 60, b: 120 } } })

/** A PNG whose header claims width x height, with one tiny (invalid for that size) IDAT. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function expectWebpSet(url: string, widths: number[]) {
  expect(url).toMatch(/^\/uploads\/(products|sliders|branding)\/[a-z0-9-]+\.webp$/)
  const variants = [url, url.replace(/\.webp$/, '-800.webp'), url.replace(/\.webp$/, '-400.webp')]
  for (const [index, variant] of variants.entries()) {
    const meta = await sharp(fileOf(variant)).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(widths[index])
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.icc).toBeUndefined()
  }
}

describe('admin image uploads', () => {
  it('re-encodes a PNG to WebP in three widths under a server-chosen name, served publicly', async () => {
    const png = await picture(2400, 1200).png().toBuffer()
    const response = await upload('product', png, '../../../etc/passwd.png', 'image/png', {
      productName: 'Özel Cıvata M8',
    })
    expect(response.statusCode).toBe(200)
    const { url } = response.json()
    expect(url).toMatch(/^\/uploads\/products\/ozel-civata-m8-[0-9a-f]{24}\.webp$/)
    await expectWebpSet(url, [1600, 800, 400])
    const served = await test.app.inject({ url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
  })

  it('strips EXIF from a JPEG after applying its orientation', async () => {
    const jpeg = await picture(1200, 600)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Camera Owner', Make: 'Spy' } } })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).exif).toBeDefined()
    const response = await upload('slider', jpeg, 'holiday.jpg', 'image/jpeg', { title: 'Ana görsel' })
    expect(response.statusCode).toBe(200)
    const { url } = response.json()
    expect(url).toMatch(/^\/uploads\/sliders\//)
    // Orientation 6 turns the 1200x600 picture upright: 600 wide.
    await expectWebpSet(url, [600, 600, 400])
    const main = await sharp(fileOf(url)).metadata()
    expect(main.height).toBe(1200)
    const raw = await sharp(fileOf(url)).toBuffer()
    expect(raw.includes(Buffer.from('Secret Camera Owner'))).toBe(false)
  })

  it('accepts a WebP (logo) and makes a PNG favicon', async () => {
    const webp = await picture(500, 200).webp().toBuffer()
    const logo = await upload('logo', webp, 'logo.webp', 'image/webp', { type: 'logo' })
    expect(logo.statusCode).toBe(200)
    await expectWebpSet(logo.json().url, [500, 500, 400])
    expect(logo.json().url).toMatch(/^\/uploads\/branding\/logo-/)

    const favicon = await upload(
      'favicon',
      await picture(1024, 1024).png().toBuffer(),
      'f.png',
      'image/png',
      { type: 'favicon' },
    )
    expect(favicon.statusCode).toBe(200)
    const meta = await sharp(fileOf(favicon.json().url)).metadata()
    expect(favicon.json().url).toMatch(/^\/uploads\/branding\/favicon-[0-9a-f]{24}\.png$/)
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512])
  })

  it('refuses a file over 5 MB with 413 and leaves nothing behind', async () => {
    const before = await readdir(path.join(test.config.uploadsDir, 'public', 'products')).catch(() => [])
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1)
    big.set(await picture(10, 10).png().toBuffer())
    const response = await upload('product', big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ success: false, error: "Dosya boyutu 5MB'dan küçük olmalıdır" })
    expect(await readdir(path.join(test.config.uploadsDir, 'public', 'products')).catch(() => [])).toEqual(
      before,
    )
  })

  it('judges by content: HTML named .png, SVG, GIF and garbage are refused', async () => {
    const samples: [Buffer, string, string][] = [
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'evil.png', 'image/png'],
      [
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
        ),
        'x.svg',
        'image/svg+xml',
      ],
      [await picture(10, 10).gif().toBuffer(), 'x.gif', 'image/gif'],
      [Buffer.concat([(await picture(10, 10).png().toBuffer()).subarray(0, 40)]), 'cut.png', 'image/png'],
      [Buffer.from('plain text'), 'x.webp', 'image/webp'],
    ]
    for (const [data, filename, type] of samples) {
      const response = await upload('product', data, filename, type)
      expect(response.statusCode, filename).toBe(400)
      expect(response.json()).toEqual(NOT_IMAGE)
    }
  })

  it('refuses a 20000x20000 PNG from its header, before decoding', async () => {
    const bomb = pngClaiming(20_000, 20_000)
    expect(bomb.length).toBeLessThan(500)
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000)
    const response = await upload('product', bomb)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual(NOT_IMAGE)
  })

  it('answers 400 without a file or outside multipart', async () => {
    const noFile = multipart({ productName: 'x' })
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/admin/upload/product',
      headers: { ...test.auth, ...noFile.headers },
      payload: noFile.payload,
    })
    expect(response.statusCode).toBe(400)
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/admin/upload/product',
      headers: test.auth,
      payload: { file: 'x' },
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().success).toBe(false)
  })

  it('writes nothing but the final files (no temp files left)', async () => {
    for (const folder of ['products', 'sliders', 'branding']) {
      const names = await readdir(path.join(test.config.uploadsDir, 'public', folder))
      expect(names.filter((name) => name.startsWith('.'))).toEqual([])
      expect(await exists(path.join(test.config.uploadsDir, 'public', folder))).toBe(true)
    }
  })
})
