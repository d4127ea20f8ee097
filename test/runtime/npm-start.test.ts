import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, readdir, readlink, realpath, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/production-server.ts'
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-process.mjs'
import { readStoredProducts } from '../../server/store/collections.ts'
import { api, login } from '../helpers/http.ts'
import { E2E_ADMIN, E2E_JWT_SECRET } from '../helpers/server.ts'

/*
 * `npm start` as a supervisor (systemd, a container runtime, a terminal's Ctrl+C) runs it: the process
 * npm starts is the server itself, with production's node flags and environment, and a SIGTERM or
 * SIGINT sent to npm stops it cleanly: the port is freed, no process is left behind, and a write
 * the server acknowledged is on disk. Needs a build at least as new as the sources (npm start
 * would otherwise build first, as on a fresh clone).
 */

const roots: string[] = []
const started: ChildProcess[] = []
afterAll(async () => {
  // A failed test leaves its npm running: stop it (and so its server) before deleting its folder.
  for (const npm of started) {
    if (npm.exitCode !== null || npm.signalCode !== null) continue
    const exited = new Promise((resolve) => npm.once('exit', resolve))
    npm.kill('SIGTERM')
    await exited
  }
  for (const root of roots) await rm(root, { recursive: true, force: true })
})

/** Every process whose parent is `pid`, read from /proc. */
async function childrenOf(pid: number): Promise<number[]> {
  const children: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // Fields after the command's closing parenthesis: state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (parent === pid) children.push(Number(entry))
  }
  return children
}

/** Processes whose environment names `root` (the test's data folder): a server left running would be one. */
async function processesUsing(root: string): Promise<number[]> {
  const found: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    const environ = await readFile(`/proc/${entry}/environ`, 'utf8').catch(() => '')
    if (environ.includes(root)) found.push(Number(entry))
  }
  return found
}

/** The inode of the socket listening on 127.0.0.1:`port` (/proc/net/tcp: addresses in hex, state 0A). */
async function listeningSocket(port: number): Promise<string | undefined> {
  const table = await readFile('/proc/net/tcp', 'utf8')
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/)
    if (fields[1] === local && fields[3] === '0A') return fields[9]
  }
  return undefined
}

async function holdsSocket(pid: number, inode: string): Promise<boolean> {
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    if ((await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')) === `socket:[${inode}]`) return true
  }
  return false
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })

type NpmStart = { npm: ChildProcess; url: string; port: number; root: string; output: () => string }

async function npmStart(): Promise<NpmStart> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-npm-start-'))
  roots.push(root)
  const port = await freePort()
  const npm = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      UPLOADS_DIR: path.join(root, 'uploads'),
      CACHE_DIR: path.join(root, 'cache'),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: E2E_JWT_SECRET,
      BACKUP_INTERVAL_HOURS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(npm)
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not answer in 60 s:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Building the site')) {
        clearTimeout(timer)
        reject(
          new Error('npm start is building: run `npm run build` first (the build is older than the sources)'),
        )
      }
      const match = /Site ready: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    npm.stdout.on('data', onData)
    npm.stderr.on('data', onData)
    npm.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)))
  })
  return { npm, url, port, root, output: () => output }
}

describe.each(['SIGTERM', 'SIGINT'] as const)('npm start, stopped by %s sent to npm', (signal) => {
  it('runs the server as the one process under npm and stops it, keeping an acknowledged write', async () => {
    const { npm, url, port, root, output } = await npmStart()
    expect((await fetch(`${url}/`)).status).toBe(200)

    // Under npm: exactly one process, the server itself (no wrapper, no shell) on the tests' Node.
    const children = await childrenOf(npm.pid!)
    expect(children).toHaveLength(1)
    const server = children[0]!
    expect(await childrenOf(server)).toEqual([])
    expect(await realpath(`/proc/${server}/exe`)).toBe(await realpath(process.execPath))
    const commandLine = (await readFile(`/proc/${server}/cmdline`, 'utf8')).split('\0')
    for (const flag of SERVER_NODE_FLAGS) expect(commandLine).toContain(flag)
    const environ = (await readFile(`/proc/${server}/environ`, 'utf8')).split('\0')
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(environ).toContain(`${name}=${value}`)
    const socket = await listeningSocket(port)
    expect(socket).toBeDefined()
    expect(await holdsSocket(server, socket!)).toBe(true)

    const token = await login(url)
    const created = await api(url, token, 'POST', '/api/admin/products', { name_tr: `npm start ${signal}` })
    expect(created.status).toBe(201)
    const { id } = created.body as { id: string }

    const npmExited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))
    npm.kill(signal)
    // The server stops within a few seconds (its own limit is 10 s), and npm with it.
    const code = await Promise.race([
      npmExited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 8_000)),
    ])
    expect(code, output()).toBe(0)
    expect(existsSync(`/proc/${server}`)).toBe(false)
    expect(await refused(port)).toBe(true)
    expect(await processesUsing(root)).toEqual([])
    const stored = await readStoredProducts(path.join(root, 'data'))
    expect(stored.map((product) => product.id)).toContain(id)
  }, 90_000)
})
