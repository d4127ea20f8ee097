import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/helpers/app.ts'
import { verifyPassword } from '../auth/passwords.ts'
import { readStoredProducts } from '../store/collections.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('first start', () => {
  it('creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD with a slow salted hash', async () => {
    const test = await createTestApp({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'from-env-pass' })
    close = test.close
    const users = test.app.stores.users.data
    expect(users).toHaveLength(1)
    expect(users[0]).toMatchObject({ username: 'owner', role: 'owner', token_version: 0 })
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(users[0]!.password_hash, 'from-env-pass')).toBe(true)
    const stored = await readFile(path.join(test.config.dataDir, 'users.json'), 'utf8')
    expect(stored).not.toContain('from-env-pass')
  })

  it('generates a password when none is set, writes it once to a 600 file, and keeps the secret', async () => {
    const test = await createTestApp({ ADMIN_PASSWORD: '', JWT_SECRET: '' })
    close = test.close
    const file = path.join(test.config.dataDir, 'initial-admin-password.txt')
    const text = await readFile(file, 'utf8')
    const password = /password: (\S+)/.exec(text)?.[1] ?? ''
    expect(password.length).toBeGreaterThanOrEqual(12)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await verifyPassword(test.app.stores.users.data[0]!.password_hash, password)).toBe(true)
    const secretFile = path.join(test.config.dataDir, 'jwt-secret')
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600)
  })

  it('seeds every data file with the demo content', async () => {
    const test = await createTestApp()
    close = test.close
    const { stores } = test.app
    expect(stores.products.data.length).toBeGreaterThanOrEqual(24)
    expect(stores.categories.data.length).toBeGreaterThanOrEqual(6)
    expect(await readStoredProducts(test.config.dataDir)).toEqual(stores.products.data)
    for (const file of [
      'settings',
      'categories',
      'sliders',
      'home-stats',
      'portfolio',
      'home-features',
      'about',
      'contact',
      'catalogue',
      'users',
    ]) {
      JSON.parse(await readFile(path.join(test.config.dataDir, `${file}.json`), 'utf8'))
    }
    // every image the content points at exists in the public uploads folder
    for (const product of stores.products.data) {
      const file = path.join(
        test.config.uploadsDir,
        'public',
        product.main_image_url.replace('/uploads/', ''),
      )
      expect((await stat(file)).size).toBeGreaterThan(1000)
    }
    const pdf = await readFile(path.join(test.config.uploadsDir, 'public/katalog/katalog.pdf'))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(stores.catalogue.data.size).toBe(pdf.length)
  })
})

describe('a damaged data file', () => {
  it('stops the start with a message naming the file, and is left as it was', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'broken-'))
    const { mkdir, writeFile } = await import('node:fs/promises')
    await mkdir(path.join(root, 'data'), { recursive: true })
    const file = path.join(root, 'data', 'products.json')
    await writeFile(file, '{ broken')
    const { loadConfig } = await import('../config.ts')
    const { buildApp } = await import('../app.ts')
    const config = loadConfig(
      { DATA_DIR: path.join(root, 'data'), UPLOADS_DIR: path.join(root, 'uploads'), LOG_LEVEL: 'silent' },
      { rootDir: process.cwd() },
    )
    await expect(buildApp(config)).rejects.toThrow(file)
    expect(await readFile(file, 'utf8')).toBe('{ broken')
    await rm(root, { recursive: true, force: true })
  })
})
