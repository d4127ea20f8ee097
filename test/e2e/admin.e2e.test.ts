import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { BrowserContext, Download, Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP_AND_PHONE, loaded, screenshot, seriousViolations } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'
import { E2E_ADMIN, E2E_JWT_SECRET } from '../helpers/server.ts'

const JWT_SECRET = E2E_JWT_SECRET
const PASSWORD = E2E_ADMIN.password
const SESSION_KEY = 'admin-session'

const { server, browser } = serverAndBrowser()
let png: Buffer
beforeAll(async () => {
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f5d8a' } })
    .png()
    .toBuffer()
})

type ConsoleError = { text: string; url: string }

/**
 * Console and page errors, like collectErrors(), minus Chromium's own /favicon.ico probe, with the
 * address each came from, so a test can allow the refusals it provokes on purpose.
 */
function collectErrors(page: Page): ConsoleError[] {
  const errors: ConsoleError[] = []
  page.on('console', (message) => {
    const url = message.location().url
    if (message.type() === 'error' && !url.endsWith('/favicon.ico'))
      errors.push({ text: message.text(), url })
  })
  page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }))
  return errors
}

/** The errors not caused by a refused call to one of `allowed` (API paths the test expects to fail). */
function unexpected(errors: ConsoleError[], ...allowed: string[]): string[] {
  return errors
    .filter(
      (error) => !allowed.some((path) => error.url.endsWith(path) && error.text.startsWith('Failed to load')),
    )
    .map((error) => `${error.text} ${error.url}`)
}

type Session = { token: string; user: { username: string; role: string } }

async function open(
  width = 1440,
  height = 900,
): Promise<{ context: BrowserContext; page: Page; errors: ConsoleError[] }> {
  const context = await browser.newContext({ viewport: { width, height } })
  const page = await context.newPage()
  return { context, page, errors: collectErrors(page) }
}

async function login(page: Page): Promise<void> {
  await page.goto(`${server.url}/admin`)
  await page.getByLabel('Kullanıcı Adı').fill('admin')
  await page.getByLabel('Şifre').fill(PASSWORD)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.getByText('Hoş geldiniz, admin! Rolünüz: Sahip').waitFor()
}

async function storedSession(page: Page): Promise<Session | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)
  return raw ? (JSON.parse(raw) as Session) : null
}

/** Calls the admin API with the browser's stored token, as the screens do. */
async function adminApi<T>(page: Page, path: string): Promise<T> {
  const session = await storedSession(page)
  const response = await fetch(server.url + path, { headers: { Authorization: `Bearer ${session?.token}` } })
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

async function publicText(path: string): Promise<string> {
  const response = await fetch(server.url + path)
  expect(response.status, path).toBe(200)
  return response.text()
}

function signJwt(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`
  return `${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`
}

async function toast(page: Page, text: string): Promise<void> {
  try {
    await page.locator('.admin-toast', { hasText: text }).first().waitFor({ timeout: 10_000 })
  } catch (error) {
    const shown = await page.locator('.admin-toasts').textContent()
    throw new Error(`no toast "${text}"; shown: "${shown}"`, { cause: error })
  }
}

/** Closes every toast on screen (and waits until they are gone). */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('.admin-toast__close')
  while ((await close.count()) > 0) await close.first().click()
}

async function confirmDialog(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog')
  await dialog.waitFor()
  const text = (await dialog.textContent()) ?? ''
  await dialog.getByRole('button', { name: 'Evet, sil' }).click()
  await dialog.waitFor({ state: 'detached' })
  return text
}

async function downloaded(download: Download): Promise<string> {
  const file = await download.path()
  return readFile(file, 'utf8')
}

describe('admin panel in the browser', () => {
  it('renders a neutral shell on the server, validates the login, keeps and ends the session', async () => {
    const shell = await fetch(`${server.url}/admin/products`)
    expect(shell.status).toBe(200)
    const html = await shell.text()
    expect(html).toContain('Yükleniyor...')
    expect(html).toContain('<meta name="robots" content="noindex" />')

    const { context, page, errors } = await open()
    await page.goto(`${server.url}/admin`)
    const submit = page.getByRole('button', { name: 'Giriş Yap' })
    const username = page.getByLabel('Kullanıcı Adı')
    const password = page.getByLabel('Şifre')
    expect(await submit.isDisabled()).toBe(true)
    await username.focus()
    await password.focus()
    await page.getByText('Kullanıcı adı gereklidir').waitFor()
    await username.focus()
    await page.getByText('Şifre gereklidir').waitFor()
    await username.fill('admin')
    expect(await submit.isDisabled()).toBe(true)
    await password.fill('ab')
    await username.focus()
    await page.getByText('Şifre en az 3 karakter olmalıdır').waitFor()
    expect(await submit.isDisabled()).toBe(false)
    await submit.click()
    expect(await storedSession(page)).toBeNull()

    await password.fill('wrong-password')
    await submit.click()
    await page.getByRole('alert').filter({ hasText: 'Kullanıcı adı veya şifre hatalı' }).waitFor()
    expect(await storedSession(page)).toBeNull()

    await password.fill(PASSWORD)
    await submit.click()
    await page.getByText('Hoş geldiniz, admin! Rolünüz: Sahip').waitFor()
    const session = await storedSession(page)
    expect(session?.user).toEqual({ username: 'admin', role: 'owner' })
    expect(session?.token.split('.')).toHaveLength(3)
    await page.getByText('Rol: Sahip').waitFor()

    // every admin screen has a card, catalogue management included
    for (const name of [
      'Ürün Yönetimi',
      'Slider Yönetimi',
      'Genel Ayarlar',
      'Ürün Portföyü',
      'Ana Sayfa İstatistikleri',
      'Kurumsal Kartlar',
      'Hakkımızda Sayfası',
      'İletişim Bilgileri',
      'Katalog Yönetimi',
      'Gelen Kutusu',
    ]) {
      expect(
        await page
          .locator('.admin-dashboard')
          .getByRole('link', { name: new RegExp(name) })
          .count(),
      ).toBe(1)
    }
    await page.getByText(/\d+ \/ \d+ ürün aktif/).waitFor()
    await screenshot(page, 'admin-dashboard-desktop')

    await page.reload()
    await page.getByText('Hoş geldiniz, admin! Rolünüz: Sahip').waitFor()

    await context.addCookies([{ name: 'lang', value: 'en', url: server.url }])
    await page.getByRole('button', { name: 'Çıkış Yap' }).click()
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor()
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    expect((await context.cookies()).filter((cookie) => cookie.name === 'lang')).toEqual([])
    // the server revoked the old token too
    const me = await fetch(`${server.url}/api/admin/auth/me`, {
      headers: { Authorization: `Bearer ${session?.token}` },
    })
    expect(me.status).toBe(401)
    expect(unexpected(errors, '/api/admin/auth/login')).toEqual([])
    await context.close()
  }, 90_000)

  it('redirects /admin/* to /admin without a token and logs out on an expired, unreadable or revoked token', async () => {
    const { context, page, errors } = await open()
    await page.goto(`${server.url}/admin/products`)
    await page.waitForURL(`${server.url}/admin`)
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor()

    const now = Math.floor(Date.now() / 1000)
    const expired = signJwt({ sub: 'admin', role: 'owner', ver: 0, iat: now - 7200, exp: now - 60 })
    for (const value of [
      JSON.stringify({ token: expired, user: { username: 'admin', role: 'owner' } }),
      'not json at all',
    ]) {
      await page.evaluate(([key, stored]) => localStorage.setItem(key!, stored!), [SESSION_KEY, value])
      await page.evaluate(() => sessionStorage.setItem('other', 'x'))
      await page.goto(`${server.url}/admin/settings`)
      await page.getByText('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.').waitFor()
      expect(page.url()).toBe(`${server.url}/admin`)
      expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
      expect(await page.evaluate(() => sessionStorage.getItem('other'))).toBeNull()
    }

    // a token the server stops accepting while the panel is open: the next call logs out once
    await login(page)
    const session = await storedSession(page)
    const revoked = await fetch(`${server.url}/api/admin/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session?.token}` },
    })
    expect(revoked.status).toBe(204)
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Ürün Yönetimi' })
      .click()
    await page.getByText('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.').waitFor()
    expect(page.url()).toBe(`${server.url}/admin`)
    expect(await storedSession(page)).toBeNull()
    expect(unexpected(errors, '/api/admin/products', '/api/admin/categories')).toEqual([])
    await context.close()
  }, 60_000)

  it('creates a category and a product with images, shows it publicly in three languages, hides and deletes it', async () => {
    const { context, page, errors } = await open()
    await login(page)
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Ürün Yönetimi' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Ürün Yönetimi' }).waitFor()

    // category: slug generated from the Turkish name, editable
    await page.getByRole('button', { name: /^Kategoriler \(\d+\)$/ }).click()
    await page.getByLabel('Kategori Adı TR').fill('Özel Bağlantı Grubu')
    const slug = page.getByLabel('Kısa ad (slug)')
    expect(await slug.inputValue()).toBe('ozel-baglanti-grubu')
    await page.getByLabel('Kategori Adı EN').fill('Special Fastener Group')
    await page.getByLabel('Kategori Adı ES').fill('Grupo de fijación especial')
    await slug.fill('e2e-ozel-grup')
    await page.getByRole('button', { name: 'Kategoriyi Ekle' }).click()
    await toast(page, 'Kategori başarıyla eklendi!')
    await page.getByRole('list', { name: 'Kategori listesi' }).getByText('/e2e-ozel-grup · 0 ürün').waitFor()
    const categories = await adminApi<{ id: string; slug: string; name_en: string }[]>(
      page,
      '/api/admin/categories',
    )
    const category = categories.find((item) => item.slug === 'e2e-ozel-grup')
    expect(category?.name_en).toBe('Special Fastener Group')

    // product form: Turkish name required, upload checks, then a full create
    await page.getByRole('button', { name: 'Yeni Ürün' }).click()
    await page.getByRole('button', { name: 'Ürünü Ekle' }).click()
    await page.getByText('Türkçe ürün adı gereklidir').waitFor()
    const mainImage = page.locator('input[type="file"][aria-label="Ana Görsel"]')
    await mainImage.setInputFiles({
      name: 'notlar.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('metin'),
    })
    await page.getByText('Lütfen sadece resim dosyası seçin').waitFor()

    await page.getByLabel('Ürün Adı TR').fill('Zeta Flanşlı Test Cıvatası')
    await page.getByLabel('Ürün Adı EN').fill('Zeta Flange Test Bolt')
    await page.getByLabel('Ürün Adı ES').fill('Perno de prueba con brida Zeta')
    await page.getByLabel('Açıklama TR').fill('Uçtan uca test için oluşturulan ürün.')
    await page.getByLabel('Açıklama EN').fill('A product created by the end-to-end test.')
    await page.getByLabel('Kategori', { exact: true }).selectOption({ label: 'Özel Bağlantı Grubu' })
    // Technical data: the spec lines and applications are derived from it.
    await page.getByPlaceholder('Standart ara: 933, ISO 4017, somun…').fill('6921')
    await page.getByRole('button', { name: /^\+ DIN 6921 –/ }).click()
    for (const term of ['10.9', 'A2-70', 'Çinko lamel', 'Otomotiv', 'Makine İmalatı'])
      await page.getByLabel(term, { exact: true }).check()
    await page.getByRole('button', { name: 'Satır ekle' }).click()
    await mainImage.setInputFiles({ name: 'zeta.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('img', { name: 'Ana Görsel önizlemesi' }).waitFor()
    await page
      .locator('input[type="file"][aria-label="Ek Görseller: görsel ekle"]')
      .setInputFiles({ name: 'zeta-2.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('img', { name: 'Ek görsel 1' }).waitFor()
    await screenshot(page, 'admin-product-form-desktop')
    await page.getByRole('button', { name: 'Ürünü Ekle' }).click()
    await toast(page, 'Ürün başarıyla eklendi!')

    const row = page.getByRole('row', { name: /Zeta Flanşlı Test Cıvatası/ })
    await row.waitFor()
    expect(await row.textContent()).toContain('Özel Bağlantı Grubu')
    expect(await row.textContent()).toContain('+1 daha')
    expect(await row.textContent()).toContain('Aktif')
    type StoredProduct = {
      id: string
      name_tr: string
      specs: string[]
      applications: string[]
      categoryId: string | null
      main_image_url: string
      images: { image_url: string }[]
      is_active: boolean
    }
    const findProduct = async () =>
      (await adminApi<StoredProduct[]>(page, '/api/admin/products')).find(
        (product) => product.name_tr === 'Zeta Flanşlı Test Cıvatası',
      )
    const stored = await findProduct()
    expect(stored).toMatchObject({
      specs: ['DIN 6921', 'M6', '10.9 · A2-70', 'Çinko lamel'],
      applications: ['Makine İmalatı', 'Otomotiv'], // in the vocabulary's order
      categoryId: category?.id,
      is_active: true,
    })
    expect(stored?.main_image_url).toMatch(/^\/uploads\/products\/.+\.webp$/)
    expect(stored?.images).toHaveLength(1)
    expect((await fetch(server.url + stored!.main_image_url)).headers.get('content-type')).toBe('image/webp')

    for (const [path, name] of [
      ['/urunler?category=e2e-ozel-grup', 'Zeta Flanşlı Test Cıvatası'],
      ['/en/urunler?category=e2e-ozel-grup', 'Zeta Flange Test Bolt'],
      ['/es/urunler?category=e2e-ozel-grup', 'Perno de prueba con brida Zeta'],
    ] as const) {
      const publicPage = await context.newPage()
      await publicPage.goto(server.url + path)
      expect(await publicPage.locator('main').textContent(), path).toContain(name)
      await publicPage.close()
    }

    // deactivate: the edit checkbox, then gone from the public pages
    await page.getByRole('button', { name: 'Zeta Flanşlı Test Cıvatası – düzenle' }).click()
    const active = page.getByLabel('Aktif', { exact: true })
    expect(await active.isChecked()).toBe(true)
    expect(await page.locator('[data-derived="specs-tr"]').textContent()).toBe(
      'DIN 6921 | M6 | 10.9 · A2-70 | Çinko lamel',
    )
    await active.uncheck()
    await page.getByRole('button', { name: 'Ürünü Güncelle' }).click()
    await toast(page, 'Ürün başarıyla güncellendi!')
    await page
      .getByRole('row', { name: /Zeta Flanşlı Test Cıvatası/ })
      .getByText('Pasif')
      .waitFor()
    expect((await findProduct())?.is_active).toBe(false)
    expect(await publicText('/urunler?category=e2e-ozel-grup')).not.toContain('Zeta Flanşlı Test Cıvatası')
    expect(await publicText('/en/urunler?category=e2e-ozel-grup')).not.toContain('Zeta Flange Test Bolt')

    // delete with the confirmation dialog
    await page.getByRole('button', { name: 'Zeta Flanşlı Test Cıvatası – sil' }).click()
    expect(await confirmDialog(page)).toContain('Zeta Flanşlı Test Cıvatası')
    await toast(page, 'Ürün silindi.')
    await page.getByRole('row', { name: /Zeta Flanşlı Test Cıvatası/ }).waitFor({ state: 'detached' })
    expect(await findProduct()).toBeUndefined()

    // the category goes too, after a warning about its products
    await page.getByRole('button', { name: /^Kategoriler \(\d+\)$/ }).click()
    await page.getByRole('button', { name: 'Özel Bağlantı Grubu – sil' }).click()
    expect(await confirmDialog(page)).toContain('kategorisiz kalır')
    await toast(page, 'Kategori başarıyla silindi!')
    const after = await adminApi<{ slug: string }[]>(page, '/api/admin/categories')
    expect(after.some((item) => item.slug === 'e2e-ozel-grup')).toBe(false)
    expect(unexpected(errors)).toEqual([])
    await context.close()
  }, 120_000)

  it('hides and shows a slider, and settings, about, contact and home blocks reach the public pages', async () => {
    const { context, page, errors } = await open()
    await login(page)

    await page.goto(`${server.url}/admin/sliders`)
    const hide = page.getByRole('button', { name: / – gizle$/ }).first()
    const label = (await hide.getAttribute('aria-label'))!.replace(/ – gizle$/, '')
    await hide.click()
    await toast(page, 'Slider başarıyla kaydedildi!')
    await page.getByRole('button', { name: `${label} – göster` }).waitFor()
    type PublicSlider = { alt_text: string }
    const visible = async () =>
      ((await (await fetch(`${server.url}/api/sliders`)).json()) as PublicSlider[]).some(
        (slider) => slider.alt_text === label,
      )
    expect(await visible()).toBe(false)
    await page.getByRole('button', { name: `${label} – göster` }).click()
    await page.getByRole('button', { name: `${label} – gizle` }).waitFor()
    expect(await visible()).toBe(true)
    // sort order must be a whole number >= 0
    await page.getByRole('button', { name: 'Yeni Slider' }).click()
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await page.getByText('Lütfen slider resmi yükleyin').waitFor()
    await page.getByLabel('Sıralama').fill('-2')
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await page.getByText('Sıralama 0 veya daha büyük bir tam sayı olmalıdır').waitFor()
    // a new slider with an uploaded image; a blank sort order is 0
    await page
      .locator('input[type="file"][aria-label="Slider Resmi"]')
      .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('img', { name: 'Slider Resmi önizlemesi' }).waitFor()
    await page.getByLabel('Alternatif metin TR').fill('E2E slider görseli')
    await page.getByLabel('Sıralama').fill('')
    // The hide/show above left toasts with the same text: dismiss them, so the one awaited is this save's.
    await dismissToasts(page)
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await toast(page, 'Slider başarıyla kaydedildi!')
    type AdminSlider = { alt_text: string; image_url: string; sort_order: number; is_active: boolean }
    const created = (await adminApi<AdminSlider[]>(page, '/api/admin/sliders')).find(
      (slider) => slider.alt_text === 'E2E slider görseli',
    )
    expect(created).toMatchObject({ sort_order: 0, is_active: true })
    expect(created?.image_url).toMatch(/^\/uploads\/sliders\/.+\.webp$/)
    // The form closes right after the toast and the page gets shorter: wait for it, so the next click
    // does not land where the button was before the page moved.
    await page.getByLabel('Alternatif metin TR').waitFor({ state: 'detached' })
    // rescan: the list is replaced by the images in the uploads folder (alt texts kept), after a confirmation
    await page.getByRole('button', { name: 'Klasörü Tara' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Klasörü Tara' }).click()
    const scanned = page.locator('.admin-toast', { hasText: 'Klasör tarandı:' })
    await scanned.waitFor()
    const found = Number(/(\d+) resim bulundu/.exec((await scanned.textContent()) ?? '')?.[1])
    const rescanned = await adminApi<AdminSlider[]>(page, '/api/admin/sliders')
    expect(found).toBeGreaterThan(0)
    expect(rescanned).toHaveLength(found)
    expect(rescanned.map((slider) => slider.alt_text)).toContain('E2E slider görseli')
    expect(await page.locator('.admin-tile').count()).toBe(found)

    await page.goto(`${server.url}/admin/settings`)
    const phone = page.getByLabel('Telefon', { exact: true })
    await phone.fill('+90 212 000 11 22')
    await page.getByRole('button', { name: 'Ayarları Kaydet' }).click()
    await toast(page, 'Ayarlar başarıyla kaydedildi!')
    await page.getByLabel('Web sitesi').fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Ayarları Kaydet' }).click()
    await toast(page, 'Kaydetme hatası:')
    const home = await context.newPage()
    await home.goto(`${server.url}/`)
    expect(await home.locator('header').first().textContent()).toContain('+90 212 000 11 22')
    await home.close()

    await page.goto(`${server.url}/admin/about`)
    await page.getByLabel('Misyon TR').fill('E2E misyon metni: doğru parça, zamanında teslim.')
    await page.getByRole('button', { name: 'Hakkımızda Sayfasını Kaydet' }).click()
    await toast(page, 'Hakkımızda sayfası başarıyla güncellendi!')
    expect(await publicText('/hakkimizda')).toContain('E2E misyon metni: doğru parça, zamanında teslim.')

    await page.goto(`${server.url}/admin/contact`)
    await page.getByLabel('Çalışma saatleri EN').fill('Mon–Fri 08:30–18:30 (E2E)')
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await toast(page, 'İletişim bilgileri başarıyla kaydedildi!')
    expect(await publicText('/en/iletisim')).toContain('Mon–Fri 08:30–18:30 (E2E)')

    // a statistics card: create, see it on the home page, delete
    await page.goto(`${server.url}/admin/home-stats`)
    await page.getByRole('button', { name: 'Yeni Kart' }).click()
    await page.getByLabel('İkon').selectOption('award')
    await page.getByLabel('Değer').fill('99+')
    await page
      .locator('.admin-card--form')
      .getByLabel(/^Başlık TR/)
      .fill('E2E Sertifikalı Parti')
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await toast(page, 'Kart başarıyla kaydedildi!')
    await page.getByRole('row', { name: /E2E Sertifikalı Parti/ }).waitFor()
    expect(await publicText('/')).toContain('E2E Sertifikalı Parti')
    await page.getByRole('button', { name: 'E2E Sertifikalı Parti – sil' }).click()
    await confirmDialog(page)
    await toast(page, 'Kart silindi!')
    expect(await publicText('/')).not.toContain('E2E Sertifikalı Parti')

    // a refused card save is shown (the old site was silent)
    await page.goto(`${server.url}/admin/portfolio`)
    await page.getByRole('button', { name: 'Yeni Kart' }).click()
    await page
      .locator('.admin-card--form')
      .getByLabel(/^Başlık TR/)
      .fill('Hatalı kart')
    await page.getByLabel('Görsel adresi').fill('javascript:alert(1)')
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click()
    await toast(page, 'Kart kaydedilemedi: ')
    expect(unexpected(errors, '/api/admin/settings', '/api/admin/portfolio/cards')).toEqual([])
    await context.close()
  }, 120_000)

  it('lists contact messages with downloadable attachments, retry, handled flag, CSV export and delete', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
    const form = new FormData()
    for (const [name, value] of Object.entries({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      company: 'Örnek Makine',
      phone: '+90 555 000 00 00',
      subject: 'E2E flanşlı cıvata sorusu',
      message: 'Merhaba,\nM10 flanşlı cıvata için fiyat rica ediyoruz.',
    }))
      form.append(name, value)
    form.append('attachments', new Blob([pdf], { type: 'application/pdf' }), 'çizim.pdf')
    const posted = await fetch(`${server.url}/api/contact`, { method: 'POST', body: form })
    expect(posted.status).toBe(200)

    const { context, page, errors } = await open()
    await login(page)
    await page.goto(`${server.url}/admin/inbox`)
    const item = page.getByRole('article', { name: 'E2E flanşlı cıvata sorusu' })
    await item.waitFor()
    const text = (await item.textContent()) ?? ''
    for (const value of [
      'Ayşe Yılmaz',
      'ayse@example.com',
      'Örnek Makine',
      'M10 flanşlı cıvata',
      'İletişim mesajı',
      'Yeni',
    ])
      expect(text).toContain(value)
    expect(text).toMatch(/E-posta gönderimi bekliyor|E-posta gönderilemedi/)

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: /çizim\.pdf/ }).click(),
    ])
    expect(file.suggestedFilename()).toBe('çizim.pdf')
    expect(await downloaded(file)).toBe(pdf.toString('utf8'))

    await item.getByRole('button', { name: 'Yeniden gönder' }).click()
    await toast(page, 'E-posta gönderimi yeniden sıraya alındı.')
    await item.getByRole('button', { name: 'İşlendi olarak işaretle' }).click()
    await toast(page, 'Kayıt işlendi olarak işaretlendi.')
    await item.getByText('İşlendi', { exact: true }).waitFor()
    // The search runs on the server: other words hide it, its company's name finds it again.
    const search = page.getByRole('searchbox', { name: 'Gelen kutusunda ara' })
    await search.fill('hiç böyle bir firma yok')
    await item.waitFor({ state: 'detached' })
    await search.fill('örnek MAKİNE')
    await item.waitFor()
    await page.getByText('1 kayıttan 1 tanesi gösteriliyor').waitFor()
    await search.fill('')
    type StoredSubmission = { handled: boolean; fields: Record<string, string> }
    const list = await adminApi<StoredSubmission[]>(page, '/api/admin/submissions')
    expect(list.find((entry) => entry.fields.subject === 'E2E flanşlı cıvata sorusu')?.handled).toBe(true)

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV olarak dışa aktar' }).click(),
    ])
    expect(csv.suggestedFilename()).toMatch(/\.csv$/)
    expect(await downloaded(csv)).toContain('Ayşe Yılmaz')

    await item.getByRole('button', { name: 'E2E flanşlı cıvata sorusu – sil' }).click()
    await confirmDialog(page)
    await toast(page, 'Kayıt silindi.')
    await item.waitFor({ state: 'detached' })
    expect(await adminApi<StoredSubmission[]>(page, '/api/admin/submissions')).toHaveLength(0)
    expect(unexpected(errors)).toEqual([])
    await context.close()
  }, 90_000)

  it('uploads a catalogue PDF per language that the public catalogue pages serve', async () => {
    const { context, page, errors } = await open()
    await login(page)
    await page.goto(`${server.url}/admin/catalog`)
    // One card per language; Turkish is marked as the fallback.
    const turkish = page.getByRole('region', { name: 'Türkçe katalog' })
    const english = page.getByRole('region', { name: 'İngilizce katalog' })
    await turkish.waitFor()
    expect(await turkish.getByText('Yedek', { exact: true }).count()).toBe(1)
    expect(
      await page.getByRole('region', { name: 'İspanyolca katalog' }).getByText('catalogo.pdf').count(),
    ).toBe(1)
    const input = turkish.getByLabel('Türkçe PDF dosyası')
    await input.setInputFiles({ name: 'resim.png', mimeType: 'image/png', buffer: png })
    await turkish.getByRole('button', { name: 'Kataloğu Yükle' }).click()
    await turkish.getByText('Lütfen sadece PDF dosyası seçin').waitFor()
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    )
    await input.setInputFiles({ name: 'e2e-katalog-2026.pdf', mimeType: 'application/pdf', buffer: pdf })
    await turkish.getByRole('button', { name: 'Kataloğu Yükle' }).click()
    await toast(page, 'Katalog başarıyla güncellendi!')
    await turkish.getByText('e2e-katalog-2026.pdf').waitFor()
    type Stored = {
      file_url: string
      file_name: string
      size: number
      file_url_en: string
      file_name_en: string
    }
    const catalogue = await adminApi<Stored>(page, '/api/admin/catalog')
    expect(catalogue).toMatchObject({ file_name: 'e2e-katalog-2026.pdf', size: pdf.length })
    expect(await publicText('/katalog')).toContain(catalogue.file_url)
    expect(Buffer.from(await (await fetch(server.url + catalogue.file_url)).arrayBuffer())).toEqual(pdf)

    // The English upload replaces only the English file; removing it sends /en/katalog back to Turkish.
    await english.getByLabel('İngilizce PDF dosyası').setInputFiles({
      name: 'e2e-catalogue-2026.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    await english.getByRole('button', { name: 'Kataloğu Yükle' }).click()
    await english.getByText('e2e-catalogue-2026.pdf').waitFor()
    const both = await adminApi<Stored>(page, '/api/admin/catalog')
    expect(both).toMatchObject({ file_url: catalogue.file_url, file_name_en: 'e2e-catalogue-2026.pdf' })
    expect(await publicText('/en/katalog')).toContain(`href="${both.file_url_en}"`)
    await english.getByRole('button', { name: 'Kaldır' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kaldır' }).click()
    await toast(page, 'Katalog kaldırıldı')
    await english.getByText('Yüklenmemiş').waitFor()
    const englishPage = await publicText('/en/katalog')
    expect(englishPage).toContain(`href="${catalogue.file_url}"`)
    expect(englishPage).toContain('data-testid="catalogue-language-note"')
    expect(unexpected(errors)).toEqual([])
    await context.close()
  }, 60_000)

  it('opens every screen without console errors, passes axe, and looks right at desktop and phone widths', async () => {
    const screens = [
      ['dashboard', '/admin', 'Kontrol Paneli'],
      ['products', '/admin/products', 'Ürün Yönetimi'],
      ['sliders', '/admin/sliders', 'Slider Yönetimi'],
      ['portfolio', '/admin/portfolio', 'Ürün Portföyü'],
      ['home-stats', '/admin/home-stats', 'Ana Sayfa İstatistikleri'],
      ['corporate-cards', '/admin/corporate-cards', 'Kurumsal Kartlar'],
      ['about', '/admin/about', 'Hakkımızda Sayfası'],
      ['contact', '/admin/contact', 'İletişim Bilgileri'],
      ['settings', '/admin/settings', 'Genel Ayarlar'],
      ['catalog', '/admin/catalog', 'Katalog Yönetimi'],
      ['inbox', '/admin/inbox', 'Gelen Kutusu'],
      ['not-found', '/admin/olmayan-sayfa', 'Sayfa bulunamadı'],
    ] as const
    for (const [width, height, label] of DESKTOP_AND_PHONE) {
      const { context, page, errors } = await open(width, height)
      await page.goto(`${server.url}/admin`)
      await page.getByRole('button', { name: 'Giriş Yap' }).waitFor()
      expect(await seriousViolations(page), 'login').toEqual([])
      await screenshot(page, `admin-login-${label}`)
      await login(page)
      for (const [name, path, heading] of screens) {
        await page.goto(server.url + path)
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        // Every screen finishes loading (on a busy CI host its data may land after the network went idle).
        await page.locator('.admin-loading').waitFor({ state: 'detached', timeout: 15_000 })
        await loaded(page)
        expect(await seriousViolations(page), path).toEqual([])
        if (['dashboard', 'products', 'settings', 'inbox', 'home-stats'].includes(name))
          await screenshot(page, `admin-${name}-${label}`)
      }
      if (label === 'mobile') {
        await page.goto(`${server.url}/admin`)
        const menu = page.getByRole('button', { name: 'Menüyü aç' })
        await menu.click()
        const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' })
        await nav.getByRole('link', { name: 'Gelen Kutusu' }).click()
        await page.getByRole('heading', { level: 1, name: 'Gelen Kutusu' }).waitFor()
        await expect.poll(() => nav.isVisible()).toBe(false)
        expect(await menu.getAttribute('aria-expanded')).toBe('false')
      }
      expect(unexpected(errors)).toEqual([])
      await context.close()
    }
  }, 180_000)

  it('never loads admin code or styles on public pages', async () => {
    const { context, page } = await open()
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(request.url()))
    for (const path of ['/', '/urunler', '/en/iletisim']) {
      await page.goto(server.url + path)
      await loaded(page)
    }
    expect(fetched.filter((url) => /admin/i.test(url))).toEqual([])
    await context.close()
  }, 60_000)
})
