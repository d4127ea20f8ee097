import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContactInfo } from '../../shared/schemas/contact.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { readStoredProducts } from '../../server/store/collections.ts'
import { bigPdf, sampleFiles } from '../helpers/sample-files.ts'
import { collectErrors, DESKTOP_AND_PHONE, screenshot, seriousViolations } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp.ts'

const LANGS = ['tr', 'en', 'es'] as const
type Lang = (typeof LANGS)[number]
const PREFIX: Record<Lang, string> = { tr: '', en: '/en', es: '/es' }
const text: Record<Lang, Record<string, string>> = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    JSON.parse(readFileSync(path.resolve(`shared/i18n/locales/${lang}/forms.json`), 'utf8')),
  ]),
) as Record<Lang, Record<string, string>>
const t = (lang: Lang, id: string, values: Record<string, string> = {}) => {
  const template = text[lang][id]
  if (!template) throw new Error(`no text ${id}`)
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}

let sink: SmtpSink
let files: Awaited<ReturnType<typeof sampleFiles>>
let contact: ContactInfo
let products: Product[]

beforeAll(async () => {
  sink = await startSmtpSink()
})
afterAll(() => sink?.close())
const { server, browser } = serverAndBrowser(() => ({
  SMTP_URL: sink.url,
  MAIL_TO: 'satis@kuzey.test',
  MAIL_FROM: 'site@kuzey.test',
}))
beforeAll(async () => {
  files = await sampleFiles()
  // The record as the contact page shows it (its phone, e-mail and address come from the settings).
  contact = (await (await fetch(`${server.url}/api/contact`)).json()) as ContactInfo
  products = await readStoredProducts(path.join(server.root, 'data'))
})

let noJs: BrowserContext | null = null

/** A page whose map frame never reaches the network (no internet in tests). */
async function open(context: BrowserContext, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage()
  await page.route('https://www.google.com/**', (route) => route.abort())
  const errors = collectErrors(page)
  await page.goto(server.url + url)
  if (context !== noJs) await page.locator('form[data-ready]').waitFor()
  return { page, errors }
}

/** Console errors other than the blocked map frame. */
const realErrors = (errors: string[]) => errors.filter((e) => !/ERR_FAILED|google/i.test(e))

describe('contact and quote pages in the browser', () => {
  it('render on the server in every language: details, map embed, both forms', async () => {
    noJs = await browser.newContext({ javaScriptEnabled: false })
    for (const lang of LANGS) {
      const { page } = await open(noJs, `${PREFIX[lang]}/iletisim`)
      expect(await page.getAttribute('html', 'lang')).toBe(lang)
      expect(await page.locator('h1').textContent()).toBe(
        { tr: 'İletişim', en: 'Contact', es: 'Contacto' }[lang],
      )
      const details = page.locator('.contact-details')
      const address = contact[`address_${lang}`] || contact.address_tr
      await expect(details.textContent()).resolves.toContain(address)
      await expect(details.textContent()).resolves.toContain(contact[`phone_${lang}`])
      expect(await details.locator('a[href^="mailto:"]').allTextContents()).toEqual([
        contact[`email_${lang}`],
        contact.email2,
      ])
      expect(await details.locator('.contact-details__hours li').allTextContents()).toEqual(
        contact[`hours_${lang}`].split(/,\s*/),
      )
      const map = page.locator('iframe.contact-map__frame')
      expect(await map.getAttribute('src')).toBe(
        `https://www.google.com/maps?q=${encodeURIComponent(contact.map_query || address)}&output=embed`,
      )
      expect(await map.getAttribute('title')).toBe(t(lang, 'forms.contact.mapTitle', { address }))
      expect(await map.getAttribute('loading')).toBe('lazy')
      expect(await map.getAttribute('referrerpolicy')).toBe('no-referrer-when-downgrade')
      for (const field of ['name', 'email', 'company', 'phone', 'subject', 'message'])
        expect(await page.getByLabel(t(lang, `forms.field.${field}`)).count(), field).toBe(1)
      expect(await page.locator('form:not([role=search])').getAttribute('action')).toBe('/api/contact')

      await page.goto(`${server.url}${PREFIX[lang]}/teklif`)
      expect(await page.locator('legend').allTextContents()).toEqual([
        `1${t(lang, 'forms.quote.section.contact')}`,
        `2${t(lang, 'forms.quote.section.product')}`,
        `3${t(lang, 'forms.quote.section.drawing')}`,
      ])
      await expect(page.locator('.quote-benefits').textContent()).resolves.toContain(
        t(lang, 'forms.quote.benefits.reply.title'),
      )
      expect(await page.locator('.form-submit__note').textContent()).toBe(t(lang, 'forms.quote.note'))
      expect(await page.locator('#quote-product-names option').count()).toBe(
        products.filter((p) => p.is_active).length,
      )
      await page.close()
    }
    await noJs.close()
    noJs = null
  })

  it('puts the map frame in once the page has loaded, not with it', async () => {
    // The server's page: the frame only inside <noscript> (for a browser without scripts), a box in its place.
    const html = await (await fetch(`${server.url}/iletisim`)).text()
    expect(html.replace(/<noscript>.*?<\/noscript>/gs, '')).not.toContain('<iframe')
    expect(html).toMatch(
      /<noscript><iframe class="contact-map__frame" src="https:\/\/www\.google\.com\/maps\?q=/,
    )
    expect(html).toContain('contact-map__frame--waiting')
    const context = await browser.newContext()
    const { page } = await open(context, '/iletisim')
    // The page has loaded when `open` returns; the frame follows when the browser is idle.
    const frame = page.locator('iframe.contact-map__frame')
    await frame.waitFor({ state: 'attached' })
    expect(await frame.getAttribute('src')).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent(contact.map_query || contact.address_tr)}&output=embed`,
    )
    expect(await page.locator('.contact-map__frame--waiting').count()).toBe(0)
    expect(await page.evaluate(() => document.readyState)).toBe('complete')
    await context.close()
  })

  it('shows the validation messages as inline alerts in the page language', async () => {
    const context = await browser.newContext()
    for (const lang of LANGS) {
      const { page, errors } = await open(context, `${PREFIX[lang]}/iletisim`)
      await page.getByRole('button', { name: t(lang, 'forms.contact.submit') }).click()
      const alert = page.locator('form [role="alert"]')
      expect(await alert.textContent()).toBe(t(lang, 'forms.contact.required'))
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(4)
      await page.getByLabel(t(lang, 'forms.field.name')).fill('Test')
      await page.getByLabel(t(lang, 'forms.field.email')).fill('not-an-address')
      await page.getByLabel(t(lang, 'forms.field.subject')).fill('Konu')
      await page.getByLabel(t(lang, 'forms.field.message')).fill('Mesaj')
      await page.getByRole('button', { name: t(lang, 'forms.contact.submit') }).click()
      expect(await alert.textContent()).toBe(t(lang, 'forms.error.email'))

      await page.goto(`${server.url}${PREFIX[lang]}/teklif`)
      await page.locator('form[data-ready]').waitFor()
      await page.getByLabel(t(lang, 'forms.field.email')).fill('a@b.co')
      await page.getByRole('button', { name: t(lang, 'forms.quote.submit') }).click()
      expect(await page.locator('form [role="alert"]').textContent()).toBe(t(lang, 'forms.quote.required'))
      expect(await page.locator('[aria-invalid="true"]').getAttribute('name')).toBe('name')
      expect(realErrors(errors)).toEqual([])
      await page.close()
    }
    // The fixed Turkish texts, word for word.
    expect(t('tr', 'forms.contact.required')).toBe('Lütfen tüm zorunlu alanları doldurun')
    expect(t('tr', 'forms.quote.required')).toBe('Lütfen ad ve e-posta alanlarını doldurun')
    await context.close()
  })

  it('adds, refuses and removes attachments: one alert for every problem, valid files kept', async () => {
    const context = await browser.newContext()
    const { page } = await open(context, '/iletisim')
    const input = page.locator('#contact-attachments')
    const items = page.locator('.attachments__item')
    const count = page.getByTestId('attachment-count')
    const alert = page.locator('.attachments [role="alert"]')
    expect(await count.textContent()).toBe('0/5')

    await input.setInputFiles([
      { name: 'çizim.pdf', mimeType: 'application/pdf', buffer: files.pdf },
      { name: 'foto.PNG', mimeType: 'image/png', buffer: files.png },
    ])
    expect(await items.locator('.attachments__name').allTextContents()).toEqual(['çizim.pdf', 'foto.PNG'])
    expect(await items.locator('.attachments__size').first().textContent()).toBe(`${files.pdf.length} B`)
    expect(await count.textContent()).toBe('2/5')
    expect(await alert.count()).toBe(0)

    await input.setInputFiles([
      { name: 'çizim.pdf', mimeType: 'application/pdf', buffer: files.pdf },
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: files.exe },
      { name: 'buyuk.pdf', mimeType: 'application/pdf', buffer: bigPdf(11 * 1024 * 1024) },
      { name: 'numune.jpg', mimeType: 'image/jpeg', buffer: files.jpg },
    ])
    expect(await alert.count()).toBe(1)
    expect(await alert.locator('li').allTextContents()).toEqual([
      'çizim.pdf: Bu dosya zaten eklendi',
      'setup.exe: Desteklenmeyen dosya türü. Desteklenen türler: pdf, jpg, jpeg, png, gif, doc, docx',
      "buyuk.pdf: Dosya boyutu 10MB'dan büyük olamaz",
    ])
    expect(await items.locator('.attachments__name').allTextContents()).toEqual([
      'çizim.pdf',
      'foto.PNG',
      'numune.jpg',
    ])
    expect(await count.textContent()).toBe('3/5')

    await input.setInputFiles([
      { name: 'detay.gif', mimeType: 'image/gif', buffer: files.gif },
      { name: 'şartname.docx', mimeType: 'application/octet-stream', buffer: files.docx },
      { name: 'fazla.pdf', mimeType: 'application/pdf', buffer: files.pdf },
    ])
    expect(await alert.locator('li').allTextContents()).toEqual(['Maksimum 5 dosya yükleyebilirsiniz'])
    expect(await count.textContent()).toBe('5/5')
    await screenshot(page, 'contact-attachments-desktop')

    await page.getByRole('button', { name: 'foto.PNG dosyasını kaldır' }).click()
    expect(await items.locator('.attachments__name').allTextContents()).toEqual([
      'çizim.pdf',
      'numune.jpg',
      'detay.gif',
      'şartname.docx',
    ])
    expect(await count.textContent()).toBe('4/5')
    expect(await alert.count()).toBe(0)
    await context.close()
  })

  it('sends a contact message: submitting state, one post only, cleared on success, mail with the files', async () => {
    const context = await browser.newContext()
    const { page, errors } = await open(context, '/iletisim')
    let posts = 0
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/contact', async (route) => {
      posts += 1
      await held
      await route.continue()
    })
    await page.getByLabel('Ad Soyad').fill('Zeynep Kara')
    await page.getByLabel('E-posta').fill('zeynep@kara.com.tr')
    await page.getByLabel('Firma').fill('Kara Otomotiv')
    await page.getByLabel('Konu').fill('Numune talebi')
    await page.getByLabel('Mesajınız').fill('DIN 933 M10 numune rica ederiz.')
    await page.locator('#contact-attachments').setInputFiles([
      { name: 'teknik-çizim.pdf', mimeType: 'application/pdf', buffer: files.pdf },
      { name: 'parça.jpg', mimeType: 'image/jpeg', buffer: files.jpg },
    ])
    const mailsBefore = sink.messages.length
    const button = page.locator('form:not([role=search]) button[type="submit"]')
    await button.click()
    await expect.poll(() => button.textContent()).toBe('Gönderiliyor...')
    expect(await button.isDisabled()).toBe(true)
    expect(await page.locator('form:not([role=search])').getAttribute('aria-busy')).toBe('true')
    // A second submit (Enter in a field) while the first is under way is ignored.
    await page.getByLabel('Konu').press('Enter')
    await page.evaluate(() =>
      document.querySelector<HTMLFormElement>('form:not([role=search])')?.requestSubmit(),
    )
    release()
    const alert = page.locator('.form-submit [role="alert"]')
    await expect
      .poll(() => alert.textContent())
      .toBe('Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız.')
    expect(posts).toBe(1)
    expect(await page.getByLabel('Ad Soyad').inputValue()).toBe('')
    expect(await page.getByLabel('Mesajınız').inputValue()).toBe('')
    expect(await page.locator('.attachments__item').count()).toBe(0)
    expect(await page.getByTestId('attachment-count').textContent()).toBe('0/5')
    expect(await button.textContent()).toBe('Mesajı Gönder')

    await sink.waitFor(mailsBefore + 1)
    const mail = sink.messages.at(-1)
    expect(mail?.subject).toMatch(/^Yeni iletişim mesajı – #[\w-]+$/)
    expect(mail?.replyTo?.text).toBe('zeynep@kara.com.tr')
    expect(mail?.text).toContain('Numune talebi')
    expect(mail?.attachments.map((a) => [a.filename, a.size])).toEqual([
      ['teknik-çizim.pdf', files.pdf.length],
      ['parça.jpg', files.jpg.length],
    ])
    await screenshot(page, 'contact-success-desktop')
    expect(realErrors(errors)).toEqual([])
    await context.close()
  })

  it('keeps everything the visitor entered when sending fails, and sends it on the next try', async () => {
    const context = await browser.newContext()
    const { page } = await open(context, '/en/iletisim')
    await page.route(
      '**/api/contact',
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }),
      { times: 1 },
    )
    await page.getByLabel('Full name').fill('Maria Lopez')
    await page.getByLabel('E-mail').fill('maria@example.es')
    await page.getByLabel('Subject').fill('Rivets')
    await page.getByLabel('Your message').fill('Please call me back.')
    await page
      .locator('#contact-attachments')
      .setInputFiles([{ name: 'list.docx', mimeType: 'application/octet-stream', buffer: files.docx }])
    await page.getByRole('button', { name: 'Send message' }).click()
    const alert = page.locator('.form-submit [role="alert"]')
    await expect.poll(() => alert.textContent()).toBe(t('en', 'forms.contact.failure'))
    expect(await page.getByLabel('Full name').inputValue()).toBe('Maria Lopez')
    expect(await page.getByLabel('Your message').inputValue()).toBe('Please call me back.')
    expect(await page.locator('.attachments__name').allTextContents()).toEqual(['list.docx'])
    await screenshot(page, 'contact-failure-desktop')

    const mailsBefore = sink.messages.length
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(() => alert.textContent()).toBe(t('en', 'forms.contact.success'))
    await sink.waitFor(mailsBefore + 1)
    expect(sink.messages.at(-1)?.attachments.map((a) => a.filename)).toEqual(['list.docx'])
    await context.close()
  })

  it('prefills the quote product from ?product=, and shows a server refusal in the page language', async () => {
    const product = products.find((p) => p.is_active)
    if (!product) throw new Error('no product')
    const context = await browser.newContext()
    const { page, errors } = await open(context, `/es/teklif?product=${product.slug}`)
    const productField = page.getByLabel(t('es', 'forms.field.productType'))
    expect(await productField.inputValue()).toBe(product.name_es)
    expect(await productField.getAttribute('list')).toBe('quote-product-names')

    await page.getByLabel(t('es', 'forms.field.name')).fill('Ana García')
    await page.getByLabel(t('es', 'forms.field.email')).fill('ana@garcia.es')
    // Passes the browser's name check, but the server reads the bytes: an executable.
    await page
      .locator('#quote-attachments')
      .setInputFiles([{ name: 'plano.pdf', mimeType: 'application/pdf', buffer: files.exe }])
    const submit = page.getByRole('button', { name: t('es', 'forms.quote.submit') })
    await submit.click()
    const alert = page.locator('.form-submit [role="alert"]')
    await expect
      .poll(() => alert.locator('.form-alert__message').textContent())
      .toBe(t('es', 'forms.quote.failure'))
    expect(await alert.locator('.form-alert__detail').textContent()).toBe(
      t('es', 'forms.attachments.unsupported', {
        file: 'plano.pdf',
        types: 'pdf, jpg, jpeg, png, gif, doc, docx, step, stp, iges, igs, dxf, dwg, zip',
      }),
    )
    expect(await productField.inputValue()).toBe(product.name_es)

    await page.getByRole('button', { name: 'Quitar plano.pdf' }).click()
    await page
      .locator('#quote-attachments')
      .setInputFiles([{ name: 'plano.docx', mimeType: 'application/octet-stream', buffer: files.docx }])
    await page.getByLabel(t('es', 'forms.field.quantity')).fill('5.000')
    const mailsBefore = sink.messages.length
    await submit.click()
    // The success message, then the reference the buyer can quote.
    await expect
      .poll(() => alert.textContent())
      .toMatch(new RegExp(`^${escapeRegExp(t('es', 'forms.quote.success'))}Su referencia: Q-\\d{4}-\\d{5}$`))
    expect(await productField.inputValue()).toBe('')
    // The notification to sales and the buyer's acknowledgement.
    await sink.waitFor(mailsBefore + 2)
    const mail = sink.messages
      .slice(mailsBefore)
      .find((message) => message.subject?.startsWith('Yeni teklif talebi'))
    expect(mail?.subject).toMatch(/^Yeni teklif talebi – Q-\d{4}-\d{5} – #/)
    expect(mail?.text).toContain(product.name_es)
    expect(mail?.text).toContain('Dil: es')
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['plano.docx'])
    // The browser logs the refused post (400); nothing else went wrong.
    expect(realErrors(errors).filter((e) => !e.includes('status of 400'))).toEqual([])
    await context.close()
  })

  it("keeps what a visitor typed and chose before the form's code arrived, and sends it", async () => {
    // The form's chunk loads after the page's (client/site/pages/quote/lazy-quote-form.tsx): held here until the
    // visitor has typed into the server-rendered form, edited its prefilled lines and chosen a file.
    const product = products.find((p) => p.is_active && p.sizes.length > 0)
    if (!product) throw new Error('no product with sizes')
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors = collectErrors(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/quote-form-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const formRequested = page.waitForRequest(/\/assets\/quote-form-[\w-]+\.js$/)
    await page.goto(
      `${server.url}/teklif?product=${product.slug}&size=${encodeURIComponent(product.sizes[0]!.size)}`,
      {
        waitUntil: 'domcontentloaded',
      },
    )
    // Requested while the page hydrates: the rest of the page runs, the form is still the server's.
    await formRequested
    const form = page.locator('form[action="/api/quote"]')
    const specifications = page.getByLabel('Teknik Özellikler')
    const prefilled = await specifications.inputValue()
    expect(prefilled).toContain(product.sizes[0]!.size)
    await page.getByLabel('Ad Soyad').fill('Deniz Aksoy')
    await page.getByLabel('E-posta').fill('deniz@aksoy.com.tr')
    await specifications.fill(`${prefilled}\nAdet: 2.000, yüzey: sarı çinko`)
    await page
      .locator('#quote-attachments')
      .setInputFiles([{ name: 'resim.pdf', mimeType: 'application/pdf', buffer: files.pdf }])
    expect(await form.getAttribute('data-ready')).toBeNull()

    release()
    await page.locator('form[data-ready]').waitFor()
    expect(await page.getByLabel('Ad Soyad').inputValue()).toBe('Deniz Aksoy')
    expect(await page.getByLabel('E-posta').inputValue()).toBe('deniz@aksoy.com.tr')
    expect(await specifications.inputValue()).toBe(`${prefilled}\nAdet: 2.000, yüzey: sarı çinko`)
    expect(await page.locator('.attachments__name').allTextContents()).toEqual(['resim.pdf'])
    // Typing on after hydration keeps the other fields (they are in the form's state, not only on screen).
    await page.getByLabel('Firma').fill('Aksoy Makina')
    expect(await page.getByLabel('Ad Soyad').inputValue()).toBe('Deniz Aksoy')

    const mailsBefore = sink.messages.length
    await page.getByRole('button', { name: t('tr', 'forms.quote.submit') }).click()
    await expect
      .poll(() => page.locator('.form-submit [role="alert"]').textContent())
      .toContain(t('tr', 'forms.quote.success'))
    await sink.waitFor(mailsBefore + 2)
    const mail = sink.messages
      .slice(mailsBefore)
      .find((message) => message.subject?.startsWith('Yeni teklif talebi'))
    expect(mail?.replyTo?.text).toBe('deniz@aksoy.com.tr')
    expect(mail?.text).toContain('Deniz Aksoy')
    expect(mail?.text).toContain('Aksoy Makina')
    expect(mail?.text).toContain('Adet: 2.000, yüzey: sarı çinko')
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['resim.pdf'])
    // No hydration mismatch, nothing else logged.
    expect(realErrors(errors)).toEqual([])
    await context.close()
  })

  it('has no serious accessibility violations and looks right at desktop and phone widths', async () => {
    for (const [width, height, label] of DESKTOP_AND_PHONE) {
      const context = await browser.newContext({ viewport: { width, height } })
      for (const [name, url] of [
        ['contact', '/iletisim'],
        ['quote', '/en/teklif'],
      ] as const) {
        const { page } = await open(context, url)
        await page.locator(`#${name}-attachments`).setInputFiles([
          { name: 'teknik-resim-rev3.pdf', mimeType: 'application/pdf', buffer: files.pdf },
          { name: 'program.exe', mimeType: 'application/octet-stream', buffer: files.exe },
        ])
        // The form's own submit (the quote page also has the paste box's).
        await page.locator(`form[action="/api/${name}"] button[type="submit"]`).click()
        await page.locator('.form-submit [role="alert"]').waitFor()
        await page.evaluate(() => window.scrollTo(0, 0))
        await screenshot(page, `${name}-${label}`)
        expect(await seriousViolations(page, { exclude: 'iframe' }), url).toEqual([])
        await page.close()
      }
      await context.close()
    }
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
