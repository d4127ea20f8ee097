import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { beforeAll } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { type Config, loadConfig } from '../../server/config.ts'
import { setPageLoader } from '../../server/ssr/renderer.ts'
import { prerenderedDemoUploads, writeDemoUploads } from './demo-uploads.ts'

export const TEST_ADMIN = { username: 'admin', password: randomBytes(12).toString('hex') }

/**
 * Registered by importing this module, so it runs before the hooks and tests of every file that
 * builds test apps, and of no other: on a tree without a build the demo pictures are drawn here
 * (about a minute, once per version of the drawing code) rather than inside the first test that
 * builds an app, whose own timeout could not wait for them.
 */
beforeAll(() => prerenderedDemoUploads().then(() => {}), 600_000)

/**
 * A real app on a fresh temporary DATA_DIR and UPLOADS_DIR (seeded like a first start; the demo
 * images and catalogues are copied from a prerendered set, to keep tests fast).
 *
 * Pages are rendered from source, so no build is needed and a test sees the code as it is now, not
 * as last built: the page module is imported at the first page asked for, and the template is
 * client/index.html as written (no built assets, no preload links). A test of the build itself
 * asks for `pages: 'build'` (it then needs `npm run build`), as the browser tests do (server.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { pages?: 'source' | 'build' } = {},
): Promise<{ app: FastifyInstance; config: Config; root: string; close: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-test-'))
  const loaded = loadConfig(
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
  // From source, nothing of dist/ is read (not even its assets), so a build running meanwhile is harmless.
  const fromSource = options.pages !== 'build'
  const config = fromSource ? { ...loaded, distDir: path.join(root, 'no-build') } : loaded
  await writeDemoUploads(path.join(config.uploadsDir, 'public'))
  if (fromSource) {
    const template = await readFile(path.join(config.rootDir, 'client', 'index.html'), 'utf8')
    setPageLoader(config, async () => ({ module: await import('../../client/entry-server.tsx'), template }))
  }
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
