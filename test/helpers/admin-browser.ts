import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { E2E_ADMIN } from './server.ts'

/** Signs in on /admin as the e2e admin, as a person does, and returns the token the panel stored. */
export async function loginInBrowser(page: Page, serverUrl: string): Promise<string> {
  await page.goto(`${serverUrl}/admin`)
  await page.getByLabel('Kullanıcı Adı').fill(E2E_ADMIN.username)
  await page.getByLabel('Şifre').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Giriş Yap' }).click()
  await page.getByText(`Hoş geldiniz, ${E2E_ADMIN.username}!`, { exact: false }).waitFor()
  const session = await page.evaluate(() => localStorage.getItem('admin-session'))
  return (JSON.parse(session ?? '{}') as { token: string }).token
}

/** Calls the admin API as the screens do (bearer token, JSON) and expects a 2xx answer. */
export async function adminFetch(
  serverUrl: string,
  token: string,
  path: string,
  method = 'GET',
  body?: object,
): Promise<Response> {
  const response = await fetch(serverUrl + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return response
}
