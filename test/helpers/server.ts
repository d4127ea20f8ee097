import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { type ProductionServer, startProductionServer } from '../../scripts/production-server.ts'

/**
 * Credentials of the servers this test file starts: made fresh for every test process, so no
 * password or signing secret is written down anywhere. Tests log in and forge tokens with them.
 */
export const E2E_ADMIN = { username: 'admin', password: randomBytes(12).toString('hex') }
export const E2E_JWT_SECRET = randomBytes(32).toString('hex')

/** `stop` also deletes `root` unless `keepRoot` was given. */
export type RunningServer = ProductionServer & { root: string }

/**
 * Starts the production build as a real process on 127.0.0.1 with a fresh DATA_DIR and
 * UPLOADS_DIR, and resolves once it listens. Its first start copies the demo files from the
 * build's dist/seed-uploads, as in production.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { root?: string; keepRoot?: boolean } = {},
): Promise<RunningServer> {
  // `options.root` restarts on an existing data folder (e.g. after a crash); `keepRoot` keeps it on stop.
  const root = options.root ?? (await mkdtemp(path.join(os.tmpdir(), 'site-e2e-')))
  const server = await startProductionServer({
    root,
    env: {
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'info',
      ...env,
    },
    startTimeoutMs: 30_000,
  })
  return {
    ...server,
    root,
    stop: async () => {
      await server.stop()
      if (!options.keepRoot) await rm(root, { recursive: true, force: true })
    },
  }
}

/**
 * The production server of a test file (or of the describe block it is called in): started
 * before its tests, stopped after them. Its properties work in the tests and in later hooks.
 */
export function serverForTests(env: Record<string, string> = {}) {
  let running: RunningServer | undefined
  beforeAll(async () => {
    running = await startServer(env)
  })
  afterAll(() => running?.stop())
  const started = () => {
    if (!running) throw new Error('the server is there only once started')
    return running
  }
  return {
    get url() {
      return started().url
    },
    get root() {
      return started().root
    },
    get process() {
      return started().process
    },
    get startOutput() {
      return started().startOutput
    },
    /** Stops it before the end (it is not started again). */
    stop: () => started().stop(),
  }
}
