import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { type Config, loadConfig } from '../../server/config.ts'

export const TEST_ADMIN = { username: 'admin', password: randomBytes(12).toString('hex') }

/**
 * A real app on a fresh temporary DATA_DIR and UPLOADS_DIR (seeded like a first start; the demo
 * images are copied from the set the global setup rendered once, to keep tests fast).
 */
export async function createTestApp(
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; config: Config; root: string; close: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-test-'))
  const config = loadConfig(
    {
      DATA_DIR: path.join(root, 'data'),
      UPLOADS_DIR: path.join(root, 'uploads'),
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // A fresh signing secret per test app: nothing signs with a value known in advance.
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...env,
    },
    { rootDir: process.cwd() },
  )
  await cp(inject('demoUploadsDir'), path.join(config.uploadsDir, 'public'), { recursive: true })
  const app = await buildApp(config)
  await app.ready()
  return {
    app,
    config,
    root,
    close: async () => {
      await app.close()
      await rm(root, { recursive: true, force: true })
    },
  }
}
