import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { initialState, SubmissionStore } from '../../server/submissions/submission-store.ts'
import { newSubmissionId } from '../../server/submissions/storage.ts'
import { DESKTOP_AND_PHONE, launchBrowser, screenshot, seriousViolations } from '../helpers/browser.ts'
import { loginInBrowser } from '../helpers/admin-browser.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'
import { SAMPLE_LINES } from '../helpers/stored-quote.ts'

/*
 * A quote with lines in the admin's inbox, in the production build: stored in the data folder before the server
 * starts (as POST /api/quote stores one), then read, searched by its reference and its failed acknowledgement
 * queued again, as a person does.
 */

let server: RunningServer
let browser: Browser
let reference = ''

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-e2e-inbox-'))
  const store = await SubmissionStore.open(path.join(root, 'data'), () => {})
  const created = new Date().toISOString()
  reference = store.nextReference()
  const add = (fields: Record<string, string>, extra: object) =>
    store.create(
      {
        id: newSubmissionId(),
        kind: 'quote',
        created_at: created,
        lang: 'es',
        fields,
        attachments: [],
        ...extra,
      },
      {
        ...initialState(created),
        acknowledgement: {
          state: 'failed',
          attempts: 10,
          last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
          next_attempt_at: '',
          sent_at: '',
        },
      },
    )
  await add({ name: 'Pedro Ruiz', email: 'pedro@example.com' }, { reference: store.nextReference() })
  await add(
    { name: 'Ana García', email: 'ana@compras.example', company: 'Tornillería Sur' },
    { reference, items: SAMPLE_LINES },
  )
  await store.close()
  ;[server, browser] = await Promise.all([startServer({}, { root }), launchBrowser()])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('the inbox with a quote list', () => {
  it('shows the reference, the lines with their links and the acknowledgement; finds it by reference; retries', async () => {
    for (const [width, height, name] of DESKTOP_AND_PHONE) {
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await loginInBrowser(page, server.url)
      await page.goto(`${server.url}/admin/inbox`)
      const item = page.getByRole('article', { name: 'Teklif talebi (3 satır)' })
      await item.waitFor()
      // The labels come from the vocabularies once they load.
      await item.getByRole('cell', { name: 'Karbon çeliği' }).waitFor()
      const text = (await item.textContent()) ?? ''
      expect(text).toContain(`Talep no: ${reference}`)
      for (const value of ['M8', '30 mm', '8.8', 'Çinko (beyaz)', '12.000 adet', 'serbest satır', '250 adet'])
        expect(text).toContain(value)
      expect(text).toContain('<script>alert("x")</script> & ambalaj')
      expect(text).toContain('Alındı maili gönderilemedi (10 deneme)')
      expect(
        await item.getByRole('link', { name: /DIN 933 Altı Köşe Başlı Cıvata/ }).getAttribute('href'),
      ).toBe('/urunler/din-933-alti-kose-basli-civata')
      expect(await seriousViolations(page, { include: '.admin-inbox' })).toEqual([])
      await screenshot(page, `admin-inbox-quote-lines-${name}`)

      expect(errors).toEqual([])
      await context.close()
    }

    // Found by its reference (any case), and its failed acknowledgement queued again.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await loginInBrowser(page, server.url)
    await page.goto(`${server.url}/admin/inbox`)
    const item = page.getByRole('article', { name: 'Teklif talebi (3 satır)' })
    await item.waitFor()
    await page.getByRole('searchbox').fill(reference.toLowerCase())
    await expect.poll(() => page.getByRole('article').count(), { timeout: 5000 }).toBe(1)
    await item.getByRole('button', { name: 'Alındı mailini yeniden gönder' }).click()
    await page.getByText('Alındı maili yeniden sıraya alındı.').waitFor()
    await item.getByText(/Alındı maili gönderilmeyi bekliyor/).waitFor()
    await context.close()
  })
})
