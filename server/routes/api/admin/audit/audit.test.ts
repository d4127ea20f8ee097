import { describe, expect, it } from 'vitest'
import { adminTestApp, headersFor } from '../../../../../test/helpers/admin-app.ts'

const test = adminTestApp()
const { send } = test

describe('admin audit log', () => {
  it("lists exactly one user's writes with their records and fields, and every login attempt", async () => {
    const editor = await headersFor(test.app, 'ayse', 'editor')
    const as = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: editor, payload })
    // Someone else's write, which the filter must leave out.
    await send('POST', '/api/admin/categories', { name_tr: 'Sahibin Kategorisi' })
    const product = (await send('POST', '/api/admin/products', { name_tr: 'Denetim Vidası' })).json()
    expect(
      (
        await as('PUT', `/api/admin/products/${product.id}`, {
          name_tr: 'Denetim Vidası',
          name_en: 'Audit screw',
        })
      ).statusCode,
    ).toBe(200)
    expect((await as('POST', '/api/admin/settings', { company_phone: '+90 212 555 00 00' })).statusCode).toBe(
      200,
    )
    const failed = await test.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'mallory', password: 'wrong-password-123' },
    })
    expect(failed.statusCode).toBe(401)

    // Owners only.
    expect((await as('GET', '/api/admin/audit')).statusCode).toBe(403)

    const page = await send('GET', '/api/admin/audit?user=ayse')
    expect(page.statusCode, page.body).toBe(200)
    const entries = page.json().entries
    // Newest first: the settings, the product, then ayse's own login.
    expect(
      entries.map((entry: { kind: string; method: string; route: string; status: number }) => [
        entry.kind,
        entry.method,
        entry.route,
        entry.status,
      ]),
    ).toEqual([
      ['write', 'POST', '/api/admin/settings', 200],
      ['write', 'PUT', '/api/admin/products/:id', 200],
      ['login', 'POST', '/api/admin/auth/login', 200],
    ])
    expect(entries[0]).toMatchObject({
      user: 'ayse',
      role: 'editor',
      changes: [
        {
          collection: 'settings',
          id: 'settings',
          name: 'Ayarlar',
          fields: ['company_phone'],
          action: 'update',
        },
      ],
    })
    expect(entries[1].changes).toEqual([
      {
        collection: 'products',
        id: product.id,
        name: 'Denetim Vidası',
        fields: ['name_en'],
        action: 'update',
      },
    ])
    // The refused audit read is a GET: not a write, not listed.

    const all = (await send('GET', '/api/admin/audit')).json()
    const attempt = all.entries.find((entry: { user: string }) => entry.user === 'mallory')
    expect(attempt).toMatchObject({ kind: 'login', status: 401, changes: [] })
    expect(attempt.address).toBeTruthy()
    expect(JSON.stringify(all)).not.toContain('wrong-password-123')
    expect(all.users).toEqual(expect.arrayContaining(['admin', 'ayse']))

    const byCollection = (await send('GET', '/api/admin/audit?collection=categories')).json()
    expect(byCollection.entries).toHaveLength(1)
    expect(byCollection.entries[0]).toMatchObject({
      user: 'admin',
      changes: [{ name: 'Sahibin Kategorisi', action: 'create' }],
    })
  })

  it('pages newest first with an opaque cursor', async () => {
    for (const name of ['Bir', 'İki', 'Üç'])
      await send('POST', '/api/admin/categories', { name_tr: `Sayfa ${name}` })
    const first = (await send('GET', '/api/admin/audit?collection=categories&limit=2')).json()
    expect(first.entries.map((entry: { changes: { name: string }[] }) => entry.changes[0]!.name)).toEqual([
      'Sayfa Üç',
      'Sayfa İki',
    ])
    expect(first.next).toEqual(expect.any(String))
    const second = (
      await send('GET', `/api/admin/audit?collection=categories&limit=2&cursor=${first.next}`)
    ).json()
    expect(second.entries.map((entry: { changes: { name: string }[] }) => entry.changes[0]!.name)).toEqual([
      'Sayfa Bir',
      'Sahibin Kategorisi',
    ])
  })

  it('names a password change by field only, never its value', async () => {
    const changed = await send('POST', '/api/admin/auth/password', {
      currentPassword: 'not-it',
      newPassword: 'Yeni-Parola-2026!',
    })
    expect(changed.statusCode).toBe(400)
    const entry = (await send('GET', '/api/admin/audit?user=admin&limit=1')).json().entries[0]
    expect(entry).toMatchObject({ route: '/api/admin/auth/password', status: 400, changes: [] })
    const owner = await headersFor(test.app, 'patron', 'owner')
    await test.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: owner })
    const logout = (await send('GET', '/api/admin/audit?user=patron&limit=1')).json().entries[0]
    expect(logout.changes).toEqual([
      { collection: 'users', id: 'patron', fields: ['token_version'], action: 'update' },
    ])
  })
})
