import { describe, expect, it } from 'vitest'
import { adminTestApp, bearer, login } from '../../../../../test/helpers/admin-app.ts'
import { verifyPassword } from '../../../../auth/passwords.ts'
import { changeUser, deleteUser } from '../../../../repositories/admin/users.ts'
import type { AdminUser } from '../../../../../shared/schemas/user.ts'

const t = adminTestApp()
const stored = async (username: string): Promise<AdminUser | undefined> =>
  ((await t.readJson('users.json')) as AdminUser[]).find((user) => user.username === username)
const create = (username: string, role: string, password = `${username}-Parola-2026`) =>
  t.send('POST', '/api/admin/users', { username, password, role })
const put = (username: string, body: object, headers = t.auth) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/users/${username}`, headers, payload: body })
const LAST_OWNER = /en az bir etkin Sahip/

describe('/api/admin/users', () => {
  it('lists the accounts without their hashes', async () => {
    const response = await t.send('GET', '/api/admin/users')
    expect(response.statusCode).toBe(200)
    const { users } = response.json()
    expect(users).toEqual([
      { username: 'admin', role: 'owner', disabled: false, created_at: expect.any(String) },
    ])
    expect(response.body).not.toMatch(/password|argon|token_version/)
  })

  it('creates an account that can log in with its role, stored with an argon2id hash', async () => {
    const response = await create('ayse.k', 'sales')
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toEqual({
      success: true,
      user: { username: 'ayse.k', role: 'sales', disabled: false, created_at: expect.any(String) },
    })
    const user = await stored('ayse.k')
    expect(user?.password_hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(user!.password_hash, 'ayse.k-Parola-2026')).toBe(true)
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'ayse.k', password: 'ayse.k-Parola-2026' },
    })
    expect(session.json().user).toEqual({ username: 'ayse.k', role: 'sales' })
  })

  it('refuses a name taken in any case, bad names, short passwords and unknown roles', async () => {
    const duplicate = await create('AYSE.K', 'editor')
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().error).toBe('Bu kullanıcı adı zaten kullanılıyor.')
    for (const username of ['ayşe', 'a b', '../x', '.hidden', '', 'x'.repeat(65), 'a@b']) {
      expect((await create(username, 'editor')).statusCode, username).toBe(400)
    }
    expect((await create('kisa', 'editor', 'short')).statusCode).toBe(400)
    expect((await create('rolsuz', 'admin')).statusCode).toBe(400)
    expect(
      (
        await t.send('POST', '/api/admin/users', {
          username: 'x',
          password: 'long-enough',
          role: 'editor',
          extra: 1,
        })
      ).statusCode,
    ).toBe(400)
    expect((await t.readJson('users.json')).map((user: AdminUser) => user.username)).toEqual([
      'admin',
      'ayse.k',
    ])
  })

  it('resets a password: the old one and the old sessions stop working', async () => {
    const oldToken = await login(t.app, 'ayse.k', 'ayse.k-Parola-2026')
    const before = (await stored('ayse.k'))!.token_version
    const response = await put('ayse.k', { password: 'Yeni-Parola-99' })
    expect(response.statusCode).toBe(200)
    expect((await stored('ayse.k'))!.token_version).toBe(before + 1)
    expect((await t.app.inject({ url: '/api/admin/auth/me', headers: bearer(oldToken) })).statusCode).toBe(
      401,
    )
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'ayse.k', password: 'ayse.k-Parola-2026' },
    })
    expect(old.statusCode).toBe(401)
    await login(t.app, 'ayse.k', 'Yeni-Parola-99')
    expect((await put('ayse.k', { password: 'short' })).statusCode).toBe(400)
    expect((await put('ayse.k', {})).statusCode).toBe(400)
  })

  it('changes a role: the old token ends and the new one carries the new role', async () => {
    const oldToken = await login(t.app, 'ayse.k', 'Yeni-Parola-99')
    const response = await put('ayse.k', { role: 'editor' })
    expect(response.json().user.role).toBe('editor')
    expect((await t.app.inject({ url: '/api/admin/stats', headers: bearer(oldToken) })).statusCode).toBe(401)
    const token = await login(t.app, 'ayse.k', 'Yeni-Parola-99')
    const me = await t.app.inject({ url: '/api/admin/auth/me', headers: bearer(token) })
    expect(me.json().user).toEqual({ username: 'ayse.k', role: 'editor' })
    expect((await put('nobody', { role: 'editor' })).statusCode).toBe(404)
  })

  it('disables an account: its token stops and its login answers like a wrong password; enabling brings it back', async () => {
    const token = await login(t.app, 'ayse.k', 'Yeni-Parola-99')
    expect((await put('ayse.k', { disabled: true })).json().user.disabled).toBe(true)
    expect((await stored('ayse.k'))!.disabled).toBe(true)
    expect((await t.app.inject({ url: '/api/admin/auth/me', headers: bearer(token) })).statusCode).toBe(401)
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'ayse.k', password: 'Yeni-Parola-99' },
      remoteAddress: '10.9.0.1',
    })
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'ayse.k', password: 'not-her-password' },
      remoteAddress: '10.9.0.2',
    })
    expect(refused.statusCode).toBe(401)
    expect(refused.body).toBe(wrong.body)
    await put('ayse.k', { disabled: false })
    await login(t.app, 'ayse.k', 'Yeni-Parola-99')
  })

  it('never lets an owner delete, disable or demote themselves', async () => {
    // Alone, the owner is also the last one: the answer says so.
    const alone = await t.send('DELETE', '/api/admin/users/admin')
    expect(alone.statusCode).toBe(409)
    expect(alone.json().error).toMatch(LAST_OWNER)
    await create('mehmet', 'owner')
    for (const body of [{ disabled: true }, { role: 'editor' }]) {
      const self = await put('admin', body)
      expect(self.statusCode).toBe(409)
      expect(self.json().error).toMatch(/Kendi hesabınızı/)
    }
    expect((await t.send('DELETE', '/api/admin/users/admin')).json().error).toMatch(/Kendi hesabınızı/)
    expect((await stored('admin'))!).toMatchObject({ role: 'owner', token_version: 0 })
  })

  it('keeps the last enabled owner even when two owners act on each other at once', async () => {
    // admin and mehmet are both owners; admin disables mehmet while mehmet's request (already past the guard)
    // disables admin: the store's queue runs one after the other, and the second finds admin the last owner.
    const first = await changeUser(t.app.stores.users, 'admin', 'mehmet', { disabled: true })
    expect(first.disabled).toBe(true)
    for (const change of [{ disabled: true }, { role: 'sales' as const }]) {
      await expect(changeUser(t.app.stores.users, 'mehmet', 'admin', change)).rejects.toThrow(LAST_OWNER)
    }
    await expect(deleteUser(t.app.stores.users, 'mehmet', 'admin')).rejects.toThrow(LAST_OWNER)
    // A disabled owner does not count; enabled again, admin may go.
    expect((await put('mehmet', { disabled: false })).statusCode).toBe(200)
    const mehmet = bearer(await login(t.app, 'mehmet', 'mehmet-Parola-2026'))
    const demoted = await put('admin', { role: 'editor' }, mehmet)
    expect(demoted.statusCode).toBe(200)
    // Now mehmet is the last owner; the demoted admin's old token is gone.
    expect((await t.send('GET', '/api/admin/users')).statusCode).toBe(401)
    const admin = bearer(await login(t.app))
    expect((await t.app.inject({ url: '/api/admin/users', headers: admin })).statusCode).toBe(403)
    expect((await put('admin', { role: 'owner' }, mehmet)).statusCode).toBe(200)
  })

  it('deletes an account: it can no longer log in', async () => {
    const token = await login(t.app, 'ayse.k', 'Yeni-Parola-99')
    const admin = bearer(await login(t.app))
    const remove = () => t.app.inject({ method: 'DELETE', url: '/api/admin/users/ayse.k', headers: admin })
    expect((await remove()).statusCode).toBe(204)
    expect(await stored('ayse.k')).toBeUndefined()
    expect((await t.app.inject({ url: '/api/admin/auth/me', headers: bearer(token) })).statusCode).toBe(401)
    expect((await remove()).statusCode).toBe(404)
  })
})
