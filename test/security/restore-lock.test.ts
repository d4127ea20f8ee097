import { execFile } from 'node:child_process'
import { chmod, readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../helpers/server.ts'
import { deadPid } from '../helpers/processes.ts'

// The signing secret and users.json were 0644, and `npm run restore` ran under a live
// site whose next admin write silently undid it.
const run = promisify(execFile)
let server: RunningServer
let root: string
// Generated secret and first password, so their files exist.
const GENERATED = { JWT_SECRET: '', ADMIN_PASSWORD: '' }
beforeAll(async () => {
  const first = await startServer(GENERATED, { keepRoot: true })
  root = first.root
  // An older version left the secrets readable by everyone: the next start makes them private.
  await first.stop()
  await chmod(path.join(root, 'data'), 0o755)
  await chmod(path.join(root, 'data', 'jwt-secret'), 0o644)
  await chmod(path.join(root, 'data', 'users.json'), 0o644)
  server = await startServer(GENERATED, { root })
})
afterAll(() => server?.stop())

const mode = async (file: string) => (await stat(file)).mode & 0o777
const dataDir = () => path.join(root, 'data')
const env = () => ({
  ...process.env,
  DATA_DIR: dataDir(),
  UPLOADS_DIR: path.join(root, 'uploads'),
  BACKUP_DIR: path.join(root, 'backups'),
})
async function script(
  name: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', `scripts/${name}.ts`, ...args], { env: env() })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}
const beforeRestore = async () =>
  (await readdir(root)).filter((name) => name.startsWith('data.before-restore'))

describe('data folder and restore', () => {
  it('keeps the data folder 0700 and every data file, secrets included, 0600', async () => {
    expect(await mode(dataDir())).toBe(0o700)
    for (const name of ['jwt-secret', 'users.json', 'initial-admin-password.txt', 'products.jsonl']) {
      expect(await mode(path.join(dataDir(), name)), name).toBe(0o600)
    }
    expect(await readdir(dataDir())).toContain('.server.pid')
  })

  it('refuses to restore under the running site and says how to stop it; --force proceeds', async () => {
    const backup = await script('backup')
    expect(backup.code).toBe(0)
    const archive = backup.stdout.trim().split('\n').pop()!
    expect(await mode(archive)).toBe(0o600)
    expect(await mode(path.dirname(archive))).toBe(0o700)

    const refused = await script('restore', archive)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`kill ${server.process.pid}`)
    expect(refused.stderr).toContain('--force')
    expect(await beforeRestore()).toEqual([])

    const forced = await script('restore', archive, '--force')
    expect(forced.code).toBe(0)
    expect(forced.stderr).toMatch(/Restart it now/)
    expect(await beforeRestore()).toHaveLength(1)
    // The running site's pid file is not part of the archive.
    expect(await readdir(dataDir())).not.toContain('.server.pid')
  }, 60_000)

  it('is not blocked by the pid file of a process that died', async () => {
    await writeFile(path.join(dataDir(), '.server.pid'), `${await deadPid()}\n`)
    const archive = path.join(root, 'backups', (await readdir(path.join(root, 'backups')))[0]!)
    const restored = await script('restore', archive)
    expect(restored.code).toBe(0)
    expect(await mode(dataDir())).toBe(0o700)
  }, 60_000)
})
