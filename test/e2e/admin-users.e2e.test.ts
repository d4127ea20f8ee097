import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { UserList } from '../../shared/schemas/user.ts'
import { adminFetch, loginInBrowser } from '../helpers/admin-browser.ts'
import {
  collectErrors,
  DESKTOP_AND_PHONE,
  loaded,
  screenshot,
  seriousViolations,
} from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()

/** Signs in on /admin as `username`, as a person does. */
async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.url}/admin`)
  await page.getByLabel('Kullanıcı Adı').fill(username)
  await page.getByLabel('Şifre').fill(password)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.getByText(`Hoş geldiniz, ${username}!`, { exact: false }).waitFor()
}

const sidebarLinks = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link').allTextContents()).map(
    (text) => text.trim(),
  )

describe('the Kullanıcılar screen and a panel that follows the role', () => {
  let ownerToken = ''

  it('an owner adds a sales user on the Kullanıcılar screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    ownerToken = await loginInBrowser(page, server.url)
    await page.getByText('Rol: Sahip').waitFor()
    expect(await sidebarLinks(page)).toContain('Kullanıcılar')
    await page
      .getByRole('navigation', { name: 'Yönetim menüsü' })
      .getByRole('link', { name: 'Kullanıcılar' })
      .click()
    await page.getByRole('heading', { level: 1, name: 'Kullanıcılar' }).waitFor()
    await page.getByRole('button', { name: 'Yeni kullanıcı' }).click()
    const form = page.locator('form.admin-form')
    await form.getByLabel('Kullanıcı adı').fill('ayşe')
    await form.getByLabel('Şifre').fill('kisa')
    await form.getByRole('button', { name: 'Kaydet' }).click()
    await page.getByText('Kullanıcı adı yalnızca harf').waitFor()
    await page.getByText('Şifre en az 8 karakter olmalı.').waitFor()
    await form.getByLabel('Kullanıcı adı').fill('ayse.satis')
    await form.getByLabel('Şifre').fill('Satis-Parola-2026')
    await form.getByLabel('Rol').selectOption({ label: 'Satış' })
    await page.getByText('Gelen talepleri yanıtlar', { exact: false }).first().waitFor()
    await form.getByRole('button', { name: 'Kaydet' }).click()
    await page.getByText('ayse.satis eklendi.').waitFor()
    const row = page.getByRole('row').filter({ hasText: 'ayse.satis' })
    await expect.poll(() => row.getByRole('combobox').inputValue()).toBe('sales')
    await row.getByText('Etkin').waitFor()

    const { users } = (await (
      await adminFetch(server.url, ownerToken, '/api/admin/users')
    ).json()) as UserList
    expect(users.find((user) => user.username === 'ayse.satis')).toMatchObject({
      role: 'sales',
      disabled: false,
    })
    // The owner's own row cannot be disabled or deleted from here.
    const own = page.getByRole('row').filter({ hasText: 'admin' })
    expect(await own.getByRole('button', { name: 'admin – sil' }).isDisabled()).toBe(true)
    expect(await seriousViolations(page, { include: '#admin-main' })).toEqual([])

    // Looked at without the toast, on a fresh page at each width.
    for (const [width, height, suffix] of DESKTOP_AND_PHONE) {
      const view = await browser.newContext({ viewport: { width, height } })
      const shot = await view.newPage()
      await loginInBrowser(shot, server.url)
      await shot.goto(`${server.url}/admin/users`)
      await shot.getByRole('row').filter({ hasText: 'ayse.satis' }).waitFor()
      await screenshot(shot, `admin-users-${suffix}`)
      await view.close()
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('an editor sees no Gelen kutusu or Kullanıcılar, and a typed URL says the screen is not theirs', async () => {
    await adminFetch(server.url, ownerToken, '/api/admin/users', 'POST', {
      username: 'editor.mert',
      password: 'Editor-Parola-2026',
      role: 'editor',
    })
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    await signIn(page, 'editor.mert', 'Editor-Parola-2026')
    await page.getByText('Rol: Editör').waitFor()
    const links = await sidebarLinks(page)
    expect(links).toContain('Ürün Yönetimi')
    expect(links).not.toContain('Gelen Kutusu')
    expect(links).not.toContain('Kullanıcılar')
    expect(
      await page
        .locator('.admin-dashboard')
        .getByRole('link', { name: /Gelen Kutusu|Kullanıcılar/ })
        .count(),
    ).toBe(0)
    await page.goto(`${server.url}/admin/inbox`)
    await page.getByRole('heading', { name: 'Bu ekranı açma yetkiniz yok' }).waitFor()
    await page.getByText('Rolünüz (Editör) bu ekranı kapsamıyor', { exact: false }).waitFor()
    await page.goto(`${server.url}/admin/users`)
    await page.getByRole('heading', { name: 'Bu ekranı açma yetkiniz yok' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('a sales user gets the inbox and no error for what the role cannot read', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    const forbidden: string[] = []
    page.on('response', (response) => {
      if (response.status() === 403) forbidden.push(response.url())
    })
    await signIn(page, 'ayse.satis', 'Satis-Parola-2026')
    await page.getByText('Rol: Satış').waitFor()
    const links = await sidebarLinks(page)
    expect(links).toContain('Gelen Kutusu')
    expect(links).not.toContain('Ürün Yönetimi')
    expect(links).not.toContain('Kullanıcılar')
    await page
      .locator('.admin-dashboard')
      .getByRole('link', { name: /Gelen Kutusu/ })
      .waitFor()
    await loaded(page)
    expect(forbidden).toEqual([])
    expect(await page.locator('.admin-toast, .admin-alert--error').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
