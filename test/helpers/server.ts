import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import { SERVER_ARGS, SERVER_ENV } from '../../scripts/server-process.mjs'

/**
 * Credentials of the servers this test file starts: made fresh for every test process, so no
 * password or signing secret is written down anywhere. Tests log in and forge tokens with them.
 */
export const E2E_ADMIN = { username: 'admin', password: randomBytes(12).toString('hex') }
export const E2E_JWT_SECRET = randomBytes(32).toString('hex')

export type RunningServer = { url: string; root: string; process: ChildProcess; stop: () => Promise<void> }

/**
 * Starts the production build (`dist/server/server.js`) as a real process on 127.0.0.1 with a
 * fresh DATA_DIR and UPLOADS_DIR, and resolves once it listens.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { root?: string; keepRoot?: boolean } = {},
): Promise<RunningServer> {
  // `options.root` restarts on an existing data folder (e.g. after a crash); `keepRoot` keeps it on stop.
  const root = options.root ?? (await mkdtemp(path.join(os.tmpdir(), 'site-e2e-')))
  if (!options.root) {
    await cp(inject('demoUploadsDir'), path.join(root, 'uploads', 'public'), { recursive: true })
  }
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      UPLOADS_DIR: path.join(root, 'uploads'),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
  return {
    url,
    root,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      if (!options.keepRoot) await rm(root, { recursive: true, force: true })
    },
  }
}
