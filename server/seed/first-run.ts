import { randomBytes } from 'node:crypto'
import { chmod, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { hashPassword } from '../auth/passwords.ts'
import type { Config } from '../config.ts'
import type { Stores } from '../store/collections.ts'

export const INITIAL_PASSWORD_FILE = 'initial-admin-password.txt'
const SECRET_FILE = 'jwt-secret'

/** JWT_SECRET from the environment, else one generated on first start and kept in DATA_DIR (mode 600). */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET
  const file = path.join(config.dataDir, SECRET_FILE)
  try {
    const stored = (await readFile(file, 'utf8')).trim()
    if (stored.length >= 32) return stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = randomBytes(48).toString('base64url')
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  await chmod(file, 0o600)
  return secret
}

/**
 * Creates the admin account when none exists: ADMIN_USERNAME / ADMIN_PASSWORD, or a random
 * password that is printed once and written to DATA_DIR/initial-admin-password.txt (mode 600).
 * Returns the generated password so the caller can print it, or null.
 */
export async function ensureAdmin(config: Config, stores: Stores): Promise<string | null> {
  if (stores.users.data.length > 0) return null
  const generated = config.ADMIN_PASSWORD ? null : randomBytes(12).toString('base64url')
  const password = config.ADMIN_PASSWORD || (generated as string)
  const passwordHash = await hashPassword(password)
  await stores.users.update((users) => {
    users.push({
      username: config.ADMIN_USERNAME,
      role: 'owner',
      password_hash: passwordHash,
      token_version: 0,
      created_at: new Date().toISOString(),
    })
  })
  if (generated) {
    const file = path.join(config.dataDir, INITIAL_PASSWORD_FILE)
    await writeFile(file, `username: ${config.ADMIN_USERNAME}\npassword: ${generated}\n`, { mode: 0o600 })
    // `mode` only applies when the file is created: a leftover file keeps its old mode otherwise.
    await chmod(file, 0o600)
  }
  return generated
}
