import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { readStoredProducts } from '../../server/store/collections.ts'
import type { Role } from '../../shared/roles.ts'
import { hashPassword } from '../../server/auth/passwords.ts'
import { createTestApp, TEST_ADMIN } from './app.ts'

/** Logs in through the API and returns the token. */
export async function login(
  app: FastifyInstance,
  username = TEST_ADMIN.username,
  password = TEST_ADMIN.password,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username, password },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().token as string
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * A test app for this file, started and signed in as the admin before its tests and closed after
 * them. The properties are only valid inside tests and later hooks.
 */
export function adminTestApp(env: Record<string, string> = {}) {
  let started: Awaited<ReturnType<typeof createTestApp>> | undefined
  let auth: Record<string, string> = {}
  beforeAll(async () => {
    started = await createTestApp(env)
    auth = bearer(await login(started.app))
  })
  afterAll(() => started?.close())
  const current = () => {
    if (!started) throw new Error('the admin test app is only there inside tests')
    return started
  }
  return {
    get app() {
      return current().app
    },
    get config() {
      return current().config
    },
    /** The admin's Authorization header. */
    get auth() {
      current()
      return auth
    },
    /** An injected request with the admin's Authorization header. */
    send: (method: InjectOptions['method'], url: string, payload?: object) =>
      current().app.inject({ method, url, headers: auth, payload }),
    /** The products stored in DATA_DIR (its product log, replayed). */
    readProducts: () => readStoredProducts(current().config.dataDir),
    /** A JSON file of DATA_DIR, parsed. */
    readJson: async (file: string) =>
      JSON.parse(await readFile(path.join(current().config.dataDir, file), 'utf8')),
  }
}

/**
 * Adds an account of `role` straight to the users store (as the owner's Kullanıcılar screen would) and returns
 * its Authorization header, for tests that act as an editor or a sales person.
 */
export async function headersFor(
  app: FastifyInstance,
  username: string,
  role: Role,
): Promise<Record<string, string>> {
  const password = `${username}-Parola-2026!`
  const passwordHash = await hashPassword(password)
  await app.stores.users.update((users) => {
    const existing = users.find((user) => user.username === username)
    if (existing) Object.assign(existing, { role, password_hash: passwordHash, disabled: false })
    else
      users.push({
        username,
        role,
        password_hash: passwordHash,
        token_version: 0,
        created_at: new Date().toISOString(),
      })
  })
  return bearer(await login(app, username, password))
}
