import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.ts'
import { initialState, SubmissionStore } from '../../server/submissions/submission-store.ts'
import { newSubmissionId } from '../../server/submissions/storage.ts'
import { DESKTOP_AND_PHONE, launchBrowser, screenshot, seriousViolations } from '../helpers/browser.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp.ts'
import { SAMPLE_LINES } from '../helpers/stored-quote.ts'

/*
 * The quote desk's quotation as a sales person and a buyer use it, in the production build with a real SMTP sink:
 * price a request's lines in the inbox, save, send; the buyer opens the mailed link, reads the quotation in
 * Spanish and accepts it with a name and order number; the inbox then shows the request won.
 */

let server: RunningServer
let browser: Browser
let smtp: SmtpSink
let id = ''
const SALES = { username: 'satis', password: 'Satis-Parola-2026!' }
const BUYER = 'ana@compras.example'

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-e2e-quotation-'))
  const store = await SubmissionStore.open(path.join(root, 'data'), () => {})
  const created = new Date().toISOString()
  id = newSubmissionId()
  await store.create(
    {
      id,
      kind: 'quote',
      created_at: created,
      lang: 'es',
      fields: { name: 'Ana García', email: BUYER, company: 'Tornillería Sur S.L.' },
      attachments: [],
      reference: store.nextReference(),
      items: SAMPLE_LINES,
    },
    initialState(created),
  )
  await store.close()
  smtp = await startSmtpSink()
  ;[server, browser] = await Promise.all([
    startServer(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Kuzey <site@kuzey.test>', MAIL_TO: 'teklif@kuzey.test' },
      { root },
    ),
    launchBrowser(),
  ])
  // A sales account, as the owner's Kullanıcılar screen adds one: the server rereads users.json when it changes.
  const usersFile = path.join(root, 'data', 'users.json')
  const users = JSON.parse(await readFile(usersFile, 'utf8')) as object[]
  users.push({
    username: SALES.username,
    role: 'sales',
    password_hash: await hashPassword(SALES.password),
    token_version: 0,
    created_at: created,
  })
  await writeFile(usersFile, JSON.stringify(users))
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await smtp?.close()
})

async function loginAsSales(page: Page) {
  await page.goto(`${server.url}/admin`)
  await page.getByLabel('Kullanıcı Adı').fill(SALES.username)
  await page.getByLabel('Şifre').fill(SALES.password)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.getByText(`Hoş geldiniz, ${SALES.username}!`, { exact: false }).waitFor()
}

/** The quotation's first page drawn by pdf.js in the browser, for a person to look at. */
async function screenshotPdf(pdf: Buffer, name: string) {
  const page = await browser.newPage({ viewport: { width: 900, height: 1250 } })
  const build = path.resolve('node_modules/pdfjs-dist/build')
  await page.route('http://pdf.look/**', async (route) => {
    const file = new URL(route.request().url()).pathname
    if (file === '/') {
      await route.fulfill({
        contentType: 'text/html',
        body: `<body style="margin:0;background:#888"><canvas id="c"></canvas><script type="module">
          import * as pdfjs from '/pdf.mjs'
          pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs'
          const doc = await pdfjs.getDocument('/quotation.pdf').promise
          const first = await doc.getPage(1)
          const viewport = first.getViewport({ scale: 1.5 })
          const canvas = document.getElementById('c')
          canvas.width = viewport.width
          canvas.height = viewport.height
          await first.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise
          document.body.dataset.done = 'yes'
        </script></body>`,
      })
    } else if (file === '/quotation.pdf') await route.fulfill({ contentType: 'application/pdf', body: pdf })
    else
      await route.fulfill({
        contentType: 'text/javascript',
        body: await readFile(path.join(build, path.basename(file))),
      })
  })
  await page.goto('http://pdf.look/')
  await page.locator('body[data-done="yes"]').waitFor({ timeout: 15_000 })
  await screenshot(page, name)
  await page.close()
}

describe('a quotation from the inbox to the buyer and back', () => {
  it('is priced, saved, sent by mail, accepted on the buyer page, and the request is won', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await loginAsSales(page)
    await page.goto(`${server.url}/admin/inbox`)
    const item = page.getByRole('article', { name: 'Teklif talebi (3 satır)' })
    await item.waitFor()

    // Collapsed until asked for; opened, the request's lines are there at their requested quantities.
    const toggle = item.getByRole('button', { name: 'Fiyat teklifi hazırla' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    const editor = item.locator('.admin-quotation')
    await editor.getByText('DIN 933 Altı Köşe Başlı Cıvata').waitFor()
    expect(await editor.getByLabel('1. satırın adedi').inputValue()).toBe('12000')
    expect(await editor.getByLabel('3. satırın adedi').inputValue()).toBe('250')

    // A price left out is named before anything is sent; the server's refusal is shown in its own words.
    await editor.getByLabel('Para birimi').selectOption('EUR')
    await editor.getByLabel('1. satırın birim fiyatı').fill('45,50')
    await editor.getByLabel('1. satırın fiyat birimi').selectOption('1000')
    await editor.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await editor.getByText('2. satırın birim fiyatı bir sayı olmalı').waitFor()
    await editor.getByLabel('2. satırın birim fiyatı').fill('125')
    await editor.getByLabel('3. satırın birim fiyatı').fill('80,00')
    const validUntil = await editor.getByLabel('Geçerlilik tarihi').inputValue()
    await editor.getByLabel('Geçerlilik tarihi').fill('2020-01-31')
    await editor.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await editor.getByText('Kaydedilemedi: Geçerlilik tarihi geçmişte olamaz').waitFor()
    await editor.getByLabel('Geçerlilik tarihi').fill(validUntil)

    // A free line, and the amounts and total as the lines are typed.
    await editor.getByRole('button', { name: 'Serbest satır ekle' }).click()
    await editor.getByLabel('4. satırın açıklaması').fill('Ambalaj ve nakliye (palet)')
    await editor.getByLabel('4. satırın birim fiyatı').fill('350')
    await editor.getByLabel('Teslim', { exact: true }).fill('Siparişten sonra 3 hafta, fabrika teslim')
    await editor.getByLabel('Ödeme ve teslim şartları').fill('%50 peşin, kalanı sevkten önce. KDV hariç.')
    const total = editor.locator('.admin-quotation__total output')
    // Request lines are priced per 100 unless changed: 12.000 × 45,50/1000 + 500 × 125/100 + 250 × 80/100 + 350
    expect(await total.textContent()).toBe('1.721,00 €')
    await editor.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await page.getByText('Teklif taslağı kaydedildi.').waitFor()
    await editor.getByText('Alıcıya henüz gönderilmedi').waitFor()
    await expect.poll(() => editor.locator('.admin-quotation__summary').textContent()).toContain('1.721,00 €')
    expect(await seriousViolations(page, { include: '.admin-quotation' })).toEqual([])
    await item.screenshot({ path: 'screenshots/admin-quotation-editor-desktop.png' })

    // The PDF opens in a new tab, fetched with the session's token (headless Chromium has no PDF viewer to show it).
    const [tab, pdfResponse] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((response) => response.url().endsWith(`/${id}/quotation.pdf`)),
      editor.getByRole('button', { name: "PDF'i gör" }).click(),
    ])
    expect(pdfResponse.status()).toBe(200)
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf')
    await tab.close()

    // Sent after a confirmation: the buyer's mail with the PDF and their link; the row shows it handled.
    await editor.getByRole('button', { name: 'Alıcıya gönder' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Teklif alıcıya gönderilsin mi?' })
    await dialog.getByText(BUYER, { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'Gönder' }).click()
    await page.getByText('Teklif alıcıya gönderildi.').waitFor()
    await editor.getByText('alıcıya gönderildi; cevabı bekleniyor').waitFor()
    const link = (await editor.locator('.admin-quotation__link code').textContent()) ?? ''
    expect(link).toMatch(new RegExp(`^${server.url}/es/teklif/q/${id}\\.[A-Za-z0-9_-]{43}$`))
    await item.locator('.admin-message__tags').getByText('İşlendi').waitFor()
    await smtp.waitFor(1, 10_000)
    await expect.poll(() => smtp.messages.some((mail) => mail.envelope.to.includes(BUYER))).toBe(true)
    const mail = smtp.messages.find((message) => message.envelope.to.includes(BUYER))!
    expect(mail.text).toContain(new URL(link).pathname)
    const pdf = mail.attachments.find((file) => file.contentType === 'application/pdf')
    expect(pdf).toBeDefined()
    await screenshotPdf(pdf!.content, 'quotation-pdf-es')

    // The phone layout of the editor: the lines as cards.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const phonePage = await phone.newPage()
    await loginAsSales(phonePage)
    await phonePage.goto(`${server.url}/admin/inbox`)
    const phoneItem = phonePage.getByRole('article', { name: 'Teklif talebi (3 satır)' })
    await phoneItem.getByRole('button', { name: 'Fiyat teklifi' }).click()
    await phoneItem.getByLabel('4. satırın açıklaması').waitFor()
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phoneItem.screenshot({ path: 'screenshots/admin-quotation-editor-mobile.png' })
    await phone.close()

    // The buyer reads it in Spanish, on a desk and a phone, and accepts.
    for (const [width, height, name] of DESKTOP_AND_PHONE) {
      const buyer = await browser.newContext({ viewport: { width, height } })
      const buyerPage = await buyer.newPage()
      await buyerPage.goto(link)
      await buyerPage.getByText('1.721,00 €').first().waitFor()
      expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await screenshot(buyerPage, `quotation-page-es-${name}`)
      await buyerPage.goto(link.replace('/es/', '/'))
      await buyerPage.getByText('1.721,00 €').first().waitFor()
      await screenshot(buyerPage, `quotation-page-tr-${name}`)
      await buyer.close()
    }
    const buyer = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const buyerPage = await buyer.newPage()
    await buyerPage.goto(link)
    await buyerPage.getByLabel('Su nombre y apellidos').fill('Ana García Peña')
    await buyerPage.getByLabel('Su número de pedido (opcional)').fill('PO-2026-0415')
    await buyerPage.getByRole('button', { name: 'Acepto este presupuesto' }).click()
    await buyerPage.getByText('Ana García Peña aceptó este presupuesto', { exact: false }).waitFor()
    await buyer.close()

    // Back in the inbox: accepted, with the buyer's name and order number, and the request won.
    await page.reload()
    await item.getByRole('button', { name: 'Fiyat teklifi' }).click()
    await editor.getByText('Ana García Peña kabul etti').waitFor()
    const state = (await editor.locator('.admin-quotation__state').textContent()) ?? ''
    expect(state).toContain('PO-2026-0415')
    expect(state).toContain('Kazanıldı')
    expect(await editor.getByRole('button', { name: 'Taslağı kaydet' }).isDisabled()).toBe(true)
    const timeline = (
      await readFile(path.join(server.root, 'data', 'submissions', `${id}.timeline.jsonl`), 'utf8')
    )
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; to?: string; by: string; text?: string })
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: 'quotation', to: 'saved', by: SALES.username }),
    )
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: 'quotation', to: 'sent', by: SALES.username }),
    )
    const accepted = timeline.find((event) => event.kind === 'quotation' && event.to === 'accepted')
    expect(accepted?.by).toBe('buyer')
    expect(accepted?.text).toContain('PO-2026-0415')
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)
})
