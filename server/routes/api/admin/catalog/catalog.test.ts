import { access, readdir } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'
import { multipart } from '../../../../../test/helpers/multipart.ts'

const test = adminTestApp()

const katalogDir = () => path.join(test.config.uploadsDir, 'public', 'katalog')
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.addPage([595, 842])
  return Buffer.from(await doc.save())
}

function uploadCatalogue(data: Buffer, filename = 'Katalog 2026 Güz.pdf', contentType = 'application/pdf') {
  const body = multipart({}, { filename, contentType, data })
  return test.app.inject({
    method: 'POST',
    url: '/api/admin/catalog',
    headers: { ...test.auth, ...body.headers },
    payload: body.payload,
  })
}

describe('admin catalogue', () => {
  it('answers the current catalogue record', async () => {
    const response = await test.app.inject({ url: '/api/admin/catalog', headers: test.auth })
    expect(response.json()).toEqual(test.app.stores.catalogue.data)
    expect(response.json().file_url).toBe('/uploads/katalog/katalog.pdf')
  })

  it('stores a new PDF that the public catalogue page serves from then on', async () => {
    const data = await pdf('Yeni katalog')
    const response = await uploadCatalogue(data)
    expect(response.statusCode).toBe(200)
    const catalogue = response.json()
    expect(catalogue.file_url).toMatch(/^\/uploads\/katalog\/katalog-\d+\.pdf$/)
    expect(catalogue).toMatchObject({ file_name: 'Katalog 2026 Güz.pdf', size: data.length })
    expect(test.app.stores.catalogue.data).toEqual(catalogue)
    const served = await test.app.inject({ url: catalogue.file_url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.rawPayload.equals(data)).toBe(true)
    const pageData = (await test.app.inject({ url: '/api/page-data?url=/katalog' })).json()
    expect(JSON.stringify(pageData)).toContain(catalogue.file_url)
    expect((await test.app.inject({ url: '/katalog' })).body).toContain(catalogue.file_url)
    // The demo catalogue file is left alone.
    expect(await exists(path.join(katalogDir(), 'katalog.pdf'))).toBe(true)
  })

  it('replaces an uploaded catalogue and deletes the previous upload', async () => {
    const first = (await uploadCatalogue(await pdf('Bir'))).json()
    const second = (await uploadCatalogue(await pdf('İki'), 'ikinci.pdf')).json()
    expect(second.file_url).not.toBe(first.file_url)
    expect(await exists(path.join(katalogDir(), path.basename(first.file_url)))).toBe(false)
    expect(await exists(path.join(katalogDir(), path.basename(second.file_url)))).toBe(true)
    expect(test.app.stores.catalogue.data.file_url).toBe(second.file_url)
  })

  it('refuses a file that is not a PDF by content, whatever its name', async () => {
    const before = test.app.stores.catalogue.data
    const files = (await readdir(katalogDir())).sort()
    const html = await uploadCatalogue(Buffer.from('<html><script>alert(1)</script></html>'), 'katalog.pdf')
    expect(html.statusCode).toBe(400)
    expect(html.json()).toEqual({ success: false, error: 'Lütfen sadece PDF dosyası seçin' })
    const padded = await uploadCatalogue(Buffer.concat([Buffer.from(' '), await pdf('x')]), 'x.pdf')
    expect(padded.statusCode).toBe(400)
    expect(test.app.stores.catalogue.data).toEqual(before)
    expect((await readdir(katalogDir())).sort()).toEqual(files)
  })

  it('refuses a PDF over 30 MB with 413 and leaves no temp file', async () => {
    const files = (await readdir(katalogDir())).sort()
    const big = Buffer.alloc(30 * 1024 * 1024 + 1, 0x20)
    big.write('%PDF-1.7\n', 0, 'latin1')
    const response = await uploadCatalogue(big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ success: false, error: "Dosya boyutu 30MB'dan küçük olmalıdır" })
    expect((await readdir(katalogDir())).sort()).toEqual(files)
  })
})
