import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, login } from '../test/helpers/admin-app.ts'
import { createTestApp, TEST_ADMIN } from '../test/helpers/app.ts'

const run = promisify(execFile)
let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

async function admin(args: string[], password?: string): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: test.config.dataDir, ADMIN_NEW_PASSWORD: password ?? '' }
  try {
    const { stdout, stderr } = await run(
      path.resolve('node_modules/.bin/tsx'),
      ['scripts/admin.ts', ...args],
      { env },
    )
    return { code: 0, out: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, out: failed.stdout + failed.stderr }
  }
}

const tryLogin = (username: string, password: string) =>
  test.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username, password } })

describe('npm run admin', () => {
  it('reset-password sets the new password and signs out earlier tokens, even while the site runs', async () => {
    const oldToken = await login(test.app)
    const result = await admin(['reset-password', 'admin'], 'a-brand-new-password')
    expect(result.code, result.out).toBe(0)
    expect(result.out).toContain('Password of "admin" changed')
    const me = await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(oldToken) })
    expect(me.statusCode).toBe(401)
    expect((await tryLogin('admin', TEST_ADMIN.password)).statusCode).toBe(401)
    const fresh = await login(test.app, 'admin', 'a-brand-new-password')
    expect((await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(fresh) })).statusCode).toBe(
      200,
    )
    expect(test.app.stores.users.data.find((u) => u.username === 'admin')?.token_version).toBe(1)
  })

  it('create adds an owner who can log in; an existing name is refused, whatever its case', async () => {
    const created = await admin(['create', 'editor'], 'editor-password-1')
    expect(created.code, created.out).toBe(0)
    const token = await login(test.app, 'editor', 'editor-password-1')
    const me = await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(token) })
    expect(me.json()).toEqual({ user: { username: 'editor', role: 'owner' } })
    for (const name of ['editor', 'EDITOR']) {
      const again = await admin(['create', name], 'editor-password-2')
      expect(again.code).toBe(1)
      expect(again.out).toContain('already exists')
    }
    expect((await tryLogin('editor', 'editor-password-1')).statusCode).toBe(200)
  })

  it('create takes an optional role', async () => {
    const created = await admin(['create', 'satis', 'sales'], 'sales-password-1')
    expect(created.code, created.out).toBe(0)
    expect(created.out).toContain('(sales)')
    const token = await login(test.app, 'satis', 'sales-password-1')
    const me = await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(token) })
    expect(me.json()).toEqual({ user: { username: 'satis', role: 'sales' } })
    expect((await admin(['create', 'kim', 'admin'], 'long-enough-password')).code).toBe(2)
    expect((await admin(['reset-password', 'satis', 'owner'], 'long-enough-password')).code).toBe(2)
  })

  it('refuses short passwords, unknown users, bad names and wrong usage without changing anything', async () => {
    const before = JSON.stringify(test.app.stores.users.data)
    const short = await admin(['reset-password', 'admin'], 'short')
    expect(short.code).toBe(1)
    expect(short.out).toContain('at least 8 characters')
    expect((await admin(['reset-password', 'ghost'], 'long-enough-password')).code).toBe(1)
    expect((await admin(['create', '../evil'], 'long-enough-password')).code).toBe(1)
    const usage = await admin(['delete', 'admin'])
    expect(usage.code).toBe(2)
    expect(usage.out).toContain('Usage: npm run admin')
    const noTerminal = await admin(['create', 'someone'])
    expect(noTerminal.code).toBe(1)
    expect(noTerminal.out).toContain('ADMIN_NEW_PASSWORD')
    // The site re-reads the file on its next admin request; nothing changed.
    await tryLogin('nobody', 'x')
    expect(JSON.stringify(test.app.stores.users.data)).toBe(before)
  })
})
