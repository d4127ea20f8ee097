import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, TEST_ADMIN } from '../../../../../test/helpers/app.ts'
import { dummyPasswordHash } from '../../../../auth/dummy-hash.ts'
import { passwordWork, verifyPassword } from '../../../../auth/passwords.ts'
import { bearer, login } from '../../../../../test/helpers/admin-app.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

const WRONG = { success: false, error: 'Kullanıcı adı veya şifre hatalı' }
const attempt = (payload: unknown, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: payload as object,
    remoteAddress,
    headers,
  })

describe('POST /api/admin/auth/login', () => {
  it('answers a signed 8 h HS256 token and the user', async () => {
    const response = await attempt(TEST_ADMIN, '10.0.0.1')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const body = response.json()
    expect(body).toMatchObject({ success: true, user: { username: 'admin', role: 'owner' } })
    const [header, payload] = (body.token as string)
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    expect(header.alg).toBe('HS256')
    expect(payload).toMatchObject({ sub: 'admin', role: 'owner', ver: 0 })
    expect(payload.exp - payload.iat).toBe(8 * 3600)
    expect(JSON.stringify(body)).not.toContain('password_hash')
    const me = await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(body.token) })
    expect(me.json()).toEqual({ user: { username: 'admin', role: 'owner' } })
  })

  it('gives a wrong password and an unknown user the same answer', async () => {
    const wrongPassword = await attempt({ username: 'admin', password: 'not-the-password' }, '10.0.0.2')
    const unknownUser = await attempt({ username: 'mallory', password: 'not-the-password' }, '10.0.0.2')
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownUser.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual(WRONG)
    expect(unknownUser.body).toBe(wrongPassword.body)
    expect(unknownUser.headers['content-type']).toBe(wrongPassword.headers['content-type'])
  })

  it('checks unknown users against a real argon2id hash (same cost as a wrong password)', async () => {
    const hash = await dummyPasswordHash()
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(hash, TEST_ADMIN.password)).toBe(false)
  })

  it('refuses bodies with extra or prototype keys and blank fields', async () => {
    for (const payload of [
      { ...TEST_ADMIN, role: 'root' },
      { username: 'admin' },
      { username: '', password: 'x' },
      { username: 'a'.repeat(65), password: 'x' },
    ]) {
      const response = await attempt(payload, '10.0.0.3')
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().success).toBe(false)
    }
    // Sent as raw JSON: an object literal would not carry __proto__ as a key.
    for (const payload of [
      '{"username":"admin","password":"x","__proto__":{"admin":true}}',
      '{"username":"admin","password":"x","constructor":{"prototype":{"admin":true}}}',
    ]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: '10.0.0.3',
      })
      expect(response.statusCode, payload).toBe(400)
    }
  })

  it('throttles an address after 5 failures with 429 and Retry-After, even for the right password', async () => {
    const address = '10.0.0.4'
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ username: 'admin', password: `wrong-${i}` }, address)).statusCode).toBe(401)
    }
    const blocked = await attempt(TEST_ADMIN, address)
    expect(blocked.statusCode).toBe(429)
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(blocked.json()).toEqual({
      success: false,
      error: 'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.',
    })
    // Another address is not affected.
    expect((await attempt(TEST_ADMIN, '10.0.0.5')).statusCode).toBe(200)
  })

  it('is not reset by a rotating X-Forwarded-For while TRUST_PROXY is off', async () => {
    const address = '10.0.0.6'
    for (let i = 0; i < 5; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i}` }
      expect((await attempt({ username: 'admin', password: 'wrong' }, address, headers)).statusCode).toBe(401)
    }
    const rotated = await attempt(TEST_ADMIN, address, { 'x-forwarded-for': '198.51.100.77' })
    expect(rotated.statusCode).toBe(429)
    expect(rotated.headers['retry-after']).toBeDefined()
  })

  it('a successful login clears the address’s failures', async () => {
    const address = '10.0.0.7'
    for (let i = 0; i < 4; i++) await attempt({ username: 'admin', password: 'wrong' }, address)
    expect((await attempt(TEST_ADMIN, address)).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) await attempt({ username: 'admin', password: 'wrong' }, address)
    expect((await attempt(TEST_ADMIN, address)).statusCode).toBe(200)
  })
})

describe('logout, me and password change', () => {
  it('logout revokes every earlier token of the user and bumps token_version on disk', async () => {
    const first = await login(test.app)
    const second = await login(test.app)
    const before = test.app.stores.users.data[0]!.token_version
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: bearer(first),
    })
    expect(logout.statusCode).toBe(204)
    expect(logout.body).toBe('')
    expect(test.app.stores.users.data[0]!.token_version).toBe(before + 1)
    for (const token of [first, second]) {
      expect((await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(token) })).statusCode).toBe(
        401,
      )
    }
    expect(
      (await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(await login(test.app)) }))
        .statusCode,
    ).toBe(200)
  })

  it('changes the password: checks the current one, min 8 characters, revokes old tokens', async () => {
    const token = await login(test.app)
    const change = (payload: object, auth = token) =>
      test.app.inject({ method: 'POST', url: '/api/admin/auth/password', headers: bearer(auth), payload })
    const wrongCurrent = await change({ currentPassword: 'nope-nope', newPassword: 'brand-new-password' })
    expect(wrongCurrent.statusCode).toBe(400)
    expect(wrongCurrent.json()).toEqual({ success: false, error: 'Mevcut şifre hatalı' })
    const short = await change({ currentPassword: TEST_ADMIN.password, newPassword: 'short' })
    expect(short.statusCode).toBe(400)
    const oldHash = test.app.stores.users.data[0]!.password_hash

    const done = await change({ currentPassword: TEST_ADMIN.password, newPassword: 'brand-new-password' })
    expect(done.statusCode).toBe(200)
    const fresh = done.json().token as string
    expect(test.app.stores.users.data[0]!.password_hash).not.toBe(oldHash)
    expect(test.app.stores.users.data[0]!.password_hash).toMatch(/^\$argon2id\$/)
    expect((await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(token) })).statusCode).toBe(
      401,
    )
    expect((await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(fresh) })).statusCode).toBe(
      200,
    )
    expect((await attempt(TEST_ADMIN, '10.0.1.1')).statusCode).toBe(401)
    expect(
      (await attempt({ username: 'admin', password: 'brand-new-password' }, '10.0.1.1')).statusCode,
    ).toBe(200)
    // Put it back for the other tests.
    await change({ currentPassword: 'brand-new-password', newPassword: TEST_ADMIN.password }, fresh)
  })
})

describe('when the password gate is full', () => {
  it('login and password change answer 503 with Retry-After at once, and the login is not counted', async () => {
    const token = await login(test.app)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    // 2 running + 8 waiting: what a burst of logins from many addresses leaves behind.
    const fillers = Array.from({ length: 10 }, () => passwordWork.run(() => held))
    try {
      for (let i = 0; i < 6; i++) {
        const refused = await attempt(TEST_ADMIN, '10.0.2.1')
        expect(refused.statusCode).toBe(503)
        expect(refused.headers['retry-after']).toBe('2')
        expect(refused.json().success).toBe(false)
      }
      const change = await test.app.inject({
        method: 'POST',
        url: '/api/admin/auth/password',
        headers: bearer(token),
        payload: { currentPassword: TEST_ADMIN.password, newPassword: 'another-password' },
      })
      expect(change.statusCode).toBe(503)
      expect(change.headers['retry-after']).toBe('2')
    } finally {
      release()
      await Promise.all(fillers)
    }
    // Six refusals, none checked: the address may still log in.
    expect((await attempt(TEST_ADMIN, '10.0.2.1')).statusCode).toBe(200)
  })
})

describe('behind a trusted proxy', () => {
  it('throttles by the forwarded client address when TRUST_PROXY is set', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' })
    try {
      const send = (client: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { username: 'admin', password },
          headers: { 'x-forwarded-for': client },
        })
      for (let i = 0; i < 5; i++) expect((await send('203.0.113.9', 'wrong')).statusCode).toBe(401)
      expect((await send('203.0.113.9', TEST_ADMIN.password)).statusCode).toBe(429)
      expect((await send('203.0.113.10', TEST_ADMIN.password)).statusCode).toBe(200)
    } finally {
      await proxied.close()
    }
  })
})
