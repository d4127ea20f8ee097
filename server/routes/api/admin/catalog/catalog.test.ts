import { access, readdir } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import enPages from '../../../../../shared/i18n/locales/en/pages.json'
import esPages from '../../../../../shared/i18n/locales/es/pages.json'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'
import { multipart } from '../../../../../test/helpers/multipart.ts'

const test = adminTestApp()

const DEMO = {
  tr: '/uploads/katalog/katalog.pdf',
  en: '/uploads/katalog/katalog-en.pdf',
  es: '/uploads/katalog/katalog-es.pdf',
}
const BAD_LANG = { success: false, error: 'Katalog dili tr, en veya es olmalıdır' }

const katalogDir = () => path.join(test.config.uploadsDir, 'public', 'katalog')
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )
const files = async () => (await readdir(katalogDir())).sort()

async function pdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.addPage([595, 842])
  return Buffer.from(await doc.save())
}

function uploadCatalogue(
  data: Buffer,
  { filename = 'Katalog 2026 Güz.pdf', query = '', fields = {} as Record<string, string> } = {},
) {
  const body = multipart(fields, { filename, contentType: 'application/pdf', data })
  return test.app.inject({
    method: 'POST',
    url: `/api/admin/catalog${query}`,
    headers: { ...test.auth, ...body.headers },
    payload: body.payload,
  })
}

/** What the public catalogue page at `url` shows: its page data, its HTML and whether it notes the PDF is Turkish. */
async function publicCatalogue(url: string) {
  const state = (await test.app.inject({ url: `/api/page-data?url=${encodeURIComponent(url)}` })).json()
  const html = (await test.app.inject({ url })).body
  // The page's messages are embedded too: the note counts only as rendered text in its element.
  const note = /data-testid="catalogue-language-note"[^>]*>([^<]*)</.exec(html)?.[1] ?? null
  return { shown: state.data.catalogue, html, note }
}

describe('admin catalogue', () => {
  it('answers the current catalogue record: the demo PDF of every language', async () => {
    const response = await test.app.inject({ url: '/api/admin/catalog', headers: test.auth })
    expect(response.json()).toEqual(test.app.stores.catalogue.data)
    expect(response.json()).toMatchObject({
      file_url: DEMO.tr,
      file_name: 'katalog.pdf',
      file_url_en: DEMO.en,
      file_name_en: 'catalogue.pdf',
      file_url_es: DEMO.es,
      file_name_es: 'catalogo.pdf',
    })
    // Each demo PDF exists and its size is recorded.
    for (const [suffix, url] of [
      ['', DEMO.tr],
      ['_en', DEMO.en],
      ['_es', DEMO.es],
    ] as const) {
      const served = await test.app.inject({ url })
      expect(served.statusCode, url).toBe(200)
      expect(response.json()[`size${suffix}`], url).toBe(served.rawPayload.length)
    }
  })

  it('shows each language its own PDF on the public catalogue page, without the Turkish note', async () => {
    for (const [lang, url] of [
      ['tr', '/katalog'],
      ['en', '/en/katalog'],
      ['es', '/es/katalog'],
    ] as const) {
      const { shown, html, note } = await publicCatalogue(url)
      expect(shown).toMatchObject({ lang, file_url: DEMO[lang] })
      // Only the file the page shows is embedded, not the other languages'.
      expect(shown).not.toHaveProperty('file_url_en')
      expect(html).toContain(`href="${DEMO[lang]}"`)
      expect(note).toBeNull()
    }
  })

  it('stores a new Turkish PDF by default that the Turkish page serves, leaving the others', async () => {
    const data = await pdf('Yeni katalog')
    const response = await uploadCatalogue(data)
    expect(response.statusCode).toBe(200)
    const catalogue = response.json()
    expect(catalogue.file_url).toMatch(/^\/uploads\/katalog\/katalog-\d+\.pdf$/)
    expect(catalogue).toMatchObject({ file_name: 'Katalog 2026 Güz.pdf', size: data.length })
    expect(catalogue).toMatchObject({ file_url_en: DEMO.en, file_url_es: DEMO.es })
    expect(test.app.stores.catalogue.data).toEqual(catalogue)
    const served = await test.app.inject({ url: catalogue.file_url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.rawPayload.equals(data)).toBe(true)
    const turkish = await publicCatalogue('/katalog')
    expect(turkish.shown.file_url).toBe(catalogue.file_url)
    expect(turkish.html).toContain(catalogue.file_url)
    expect((await publicCatalogue('/en/katalog')).shown.file_url).toBe(DEMO.en)
    // The demo catalogue file is left alone.
    expect(await exists(path.join(katalogDir(), 'katalog.pdf'))).toBe(true)
  })

  it('replaces an uploaded catalogue and deletes the previous upload', async () => {
    const first = (await uploadCatalogue(await pdf('Bir'))).json()
    const second = (await uploadCatalogue(await pdf('İki'), { filename: 'ikinci.pdf' })).json()
    expect(second.file_url).not.toBe(first.file_url)
    expect(await exists(path.join(katalogDir(), path.basename(first.file_url)))).toBe(false)
    expect(await exists(path.join(katalogDir(), path.basename(second.file_url)))).toBe(true)
    expect(test.app.stores.catalogue.data.file_url).toBe(second.file_url)
  })

  it('replaces only the language named in the query or in a field before the file', async () => {
    const before = test.app.stores.catalogue.data
    const english = await pdf('English catalogue')
    const en = await uploadCatalogue(english, { query: '?lang=en', filename: 'Catalogue 2026.pdf' })
    expect(en.statusCode).toBe(200)
    expect(en.json()).toMatchObject({
      file_name_en: 'Catalogue 2026.pdf',
      size_en: english.length,
      file_url: before.file_url,
      file_url_es: before.file_url_es,
    })
    expect(en.json().file_url_en).toMatch(/^\/uploads\/katalog\/katalog-\d+\.pdf$/)
    expect(en.json().updated_at_en).not.toBe(before.updated_at_en)
    expect(en.json().updated_at).toBe(before.updated_at)

    const spanish = await pdf('Catálogo')
    const es = await uploadCatalogue(spanish, { fields: { lang: 'es' }, filename: 'Catálogo.pdf' })
    expect(es.statusCode).toBe(200)
    expect(es.json()).toMatchObject({ file_name_es: 'Catálogo.pdf', size_es: spanish.length })
    expect(es.json()).toMatchObject({ file_url: before.file_url, file_url_en: en.json().file_url_en })
    // Query and field may both name it, if they agree.
    const both = await uploadCatalogue(spanish, { query: '?lang=es', fields: { lang: 'es' } })
    expect(both.statusCode).toBe(200)
    expect(await exists(path.join(katalogDir(), path.basename(es.json().file_url_es)))).toBe(false)

    const page = await publicCatalogue('/en/katalog')
    expect(page.shown).toMatchObject({ lang: 'en', file_url: en.json().file_url_en, size: english.length })
    expect(page.html).toContain(`href="${en.json().file_url_en}"`)
    expect((await publicCatalogue('/es/katalog')).shown.file_url).toBe(both.json().file_url_es)
    expect((await publicCatalogue('/katalog')).shown.file_url).toBe(before.file_url)
  })

  it('refuses an unknown language, or two that differ, and keeps nothing of the file', async () => {
    const before = test.app.stores.catalogue.data
    const kept = await files()
    const data = await pdf('x')
    for (const options of [
      { query: '?lang=de' },
      { query: '?lang=' },
      { query: '?lang=TR' },
      { fields: { lang: 'fr' } },
      { query: '?lang=en', fields: { lang: 'es' } },
    ]) {
      const response = await uploadCatalogue(data, options)
      expect(response.statusCode, JSON.stringify(options)).toBe(400)
      expect(response.json()).toEqual(BAD_LANG)
    }
    expect(test.app.stores.catalogue.data).toEqual(before)
    expect(await files()).toEqual(kept)
  })

  it('removes an English or Spanish PDF, so that page shows the Turkish one with a note', async () => {
    const uploaded = test.app.stores.catalogue.data.file_url_en
    expect(uploaded).toMatch(/katalog-\d+\.pdf$/)
    const response = await test.app.inject({
      method: 'DELETE',
      url: '/api/admin/catalog?lang=en',
      headers: test.auth,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      file_url_en: '',
      file_name_en: '',
      size_en: 0,
      updated_at_en: '',
    })
    expect(await exists(path.join(katalogDir(), path.basename(uploaded)))).toBe(false)

    const turkish = test.app.stores.catalogue.data
    const page = await publicCatalogue('/en/katalog')
    expect(page.shown).toMatchObject({ lang: 'tr', file_url: turkish.file_url, file_name: turkish.file_name })
    expect(page.html).toContain(`href="${turkish.file_url}"`)
    expect(page.html).toContain('hreflang="tr"')
    expect(page.note).toBe(enPages['catalogue.viewer.inTurkish'])
    // Spanish still has its own; the Turkish page never shows the note.
    expect((await publicCatalogue('/es/katalog')).note).toBeNull()
    expect((await publicCatalogue('/katalog')).note).toBeNull()

    // The demo Spanish file is never deleted, only no longer pointed at.
    await test.app.inject({ method: 'DELETE', url: '/api/admin/catalog?lang=es', headers: test.auth })
    const spanish = await publicCatalogue('/es/katalog')
    expect(spanish.shown.lang).toBe('tr')
    expect(spanish.note).toBe(esPages['catalogue.viewer.inTurkish'])
    expect(await exists(path.join(katalogDir(), 'katalog-es.pdf'))).toBe(true)
  })

  it('refuses to remove the Turkish PDF, which every language falls back to', async () => {
    const before = test.app.stores.catalogue.data
    for (const url of ['/api/admin/catalog', '/api/admin/catalog?lang=tr', '/api/admin/catalog?lang=xx']) {
      const response = await test.app.inject({ method: 'DELETE', url, headers: test.auth })
      expect(response.statusCode, url).toBe(400)
    }
    const tr = await test.app.inject({ method: 'DELETE', url: '/api/admin/catalog', headers: test.auth })
    expect(tr.json()).toEqual({
      success: false,
      error: 'Türkçe katalog kaldırılamaz: diğer diller ona döner',
    })
    expect(test.app.stores.catalogue.data).toEqual(before)
  })

  it('refuses a file that is not a PDF by content, whatever its name', async () => {
    const before = test.app.stores.catalogue.data
    const kept = await files()
    const html = await uploadCatalogue(Buffer.from('<html><script>alert(1)</script></html>'), {
      filename: 'katalog.pdf',
      query: '?lang=en',
    })
    expect(html.statusCode).toBe(400)
    expect(html.json()).toEqual({ success: false, error: 'Lütfen sadece PDF dosyası seçin' })
    const padded = await uploadCatalogue(Buffer.concat([Buffer.from(' '), await pdf('x')]), {
      filename: 'x.pdf',
    })
    expect(padded.statusCode).toBe(400)
    expect(test.app.stores.catalogue.data).toEqual(before)
    expect(await files()).toEqual(kept)
  })

  it('refuses a PDF over 30 MB with 413 and leaves no temp file', async () => {
    const kept = await files()
    const big = Buffer.alloc(30 * 1024 * 1024 + 1, 0x20)
    big.write('%PDF-1.7\n', 0, 'latin1')
    const response = await uploadCatalogue(big)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ success: false, error: "Dosya boyutu 30MB'dan küçük olmalıdır" })
    expect(await files()).toEqual(kept)
  })
})
