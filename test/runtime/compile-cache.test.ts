import { chmod, mkdir, mkdtemp, readdir, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../helpers/server.ts'

/*
 * The start's compile cache (server/compile-cache.ts): a start keeps the compiled code of what it loaded in
 * CACHE_DIR/compile, a folder only the site's user can read and write, so the next start of the same build skips
 * compiling (README, Measured: start). Compiled code is run as read, so a cache folder others can write to is
 * refused: the site starts without it and says so.
 */

let server: RunningServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

it('keeps the compiled code of a start in a private folder, written while the site runs', async () => {
  server = await startServer()
  const compileDir = path.join(server.root, 'cache', 'compile')
  expect((await fetch(`${server.url}/urunler`)).status).toBe(200)
  // Written a moment after the start, not only at a clean exit (a killed process never gets there).
  await expect.poll(async () => (await filesIn(compileDir)).length, { timeout: 10_000 }).toBeGreaterThan(20)
  expect((await stat(compileDir)).mode & 0o777).toBe(0o700)
})

it('refuses a cache folder others can write to, and starts without it', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'site-compile-cache-'))
  const shared = path.join(root, 'shared-cache')
  await mkdir(shared, { recursive: true })
  await chmod(shared, 0o777)
  server = await startServer({ CACHE_DIR: shared }, { root })
  // The log line may come just before or just after the ready line (the logger writes asynchronously).
  let output = server.startOutput
  server.process.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  expect((await fetch(`${server.url}/urunler`)).status).toBe(200)
  await expect.poll(() => output, { timeout: 5_000 }).toContain('starting without the compile cache')
  expect(output).toContain('is not a folder only this user can write to')
  expect(await filesIn(path.join(shared, 'compile'))).toEqual([])
})
