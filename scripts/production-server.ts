// Starts the built server as production runs it, for the browser and security tests, the
// benchmark, the load test and Lighthouse: one place that knows the process, its environment
// and when it is ready.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { SERVER_ARGS, SERVER_ENTRY, SERVER_ENV } from './server-process.mjs'

export type ProductionServer = {
  url: string
  /** What the server printed up to its ready line (start warnings). */
  startOutput: string
  process: ChildProcess
  /** SIGTERM, then waits until the process has exited (writes flushed, data folder released). */
  stop: () => Promise<void>
}

export type ProductionServerOptions = {
  /** The server's data goes to `<root>/data`, its uploads to `<root>/uploads`, what it can make again to `<root>/cache`. */
  root: string
  /** Added last: overrides the caller's environment and the values below. */
  env?: Record<string, string>
  /** 0 lets the system pick a free port; give one when the URL must be known before start. */
  port?: number
  /** Passes the server's stderr through (scripts); tests keep it for the failure message only. */
  showErrors?: boolean
  startTimeoutMs?: number
  /** The checkout whose build runs (default: this one); a benchmark runs a baseline build beside this one. */
  checkout?: string
}

/**
 * The scripts' server on a throwaway data folder: no snapshots (they would land in ./backups), few
 * log lines (a line per request would be measured too), an admin password known only to the run.
 */
export function throwawayEnv(adminPassword = randomBytes(12).toString('hex')): Record<string, string> {
  return { BACKUP_INTERVAL_HOURS: '0', LOG_LEVEL: 'warn', ADMIN_PASSWORD: adminPassword }
}

/** A port that was free a moment ago (for a URL the server must know before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * Runs `dist/server/server.js` on 127.0.0.1 with production's node flags and environment, and
 * resolves once it listens (the "Site ready" line it prints whatever LOG_LEVEL says).
 */
export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const cwd = options.checkout ?? process.cwd()
  if (!existsSync(path.join(cwd, SERVER_ENTRY)))
    throw new Error(`No production build at ${path.join(cwd, SERVER_ENTRY)}: run \`npm run build\`.`)
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd,
    env: {
      ...SERVER_ENV,
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(options.root, 'data'),
      UPLOADS_DIR: path.join(options.root, 'uploads'),
      // Inside the throwaway folder, so what a run makes (compiled code, CAD models) goes with it.
      CACHE_DIR: path.join(options.root, 'cache'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (options.showErrors) child.stderr.pipe(process.stderr)
  const timeoutMs = options.startTimeoutMs ?? 60_000
  const { url, startOutput } = await new Promise<{ url: string; startOutput: string }>((resolve, reject) => {
    let output = ''
    let ready = false
    const fail = (message: string) => {
      clearTimeout(timer)
      if (child.exitCode === null) child.kill('SIGKILL')
      reject(new Error(`${message}:\n${output}`))
    }
    const timer = setTimeout(() => fail(`the server did not start in ${timeoutMs} ms`), timeoutMs)
    // Both streams stay read to the end: a full pipe would block the server's writes.
    const onData = (chunk: Buffer) => {
      if (ready) return
      output += chunk.toString()
      const match = /Site ready: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        ready = true
        clearTimeout(timer)
        resolve({ url: match[1], startOutput: output })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      if (!ready) fail(`the server exited with ${code}`)
    })
  })
  return {
    url,
    startOutput,
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
