import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formMessage } from '../../server/submissions/messages.ts'
import { bigPdf, sampleFiles } from '../helpers/sample-files.ts'
import { errorOf, MB, post, privateFiles } from '../helpers/form-post.ts'
import { login } from '../helpers/http.ts'
import { DISK_FULL_ADMIN_TEXT } from '../../server/uploads/disk-full.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'

/**
 * A full uploads disk (a real 12 MB tmpfs; mounting it needs root, as in CI) is answered 507 in the
 * visitor's language or in Turkish for the admin, and logged as an error, never blamed on the
 * input (it used to answer "send the form again", 400, logged at info).
 */
describe('full uploads disk', () => {
  let server: RunningServer
  let root: string
  const log: string[] = []
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'site-full-disk-'))
    const uploads = path.join(root, 'uploads')
    await mkdir(uploads)
    try {
      // A real full disk (12 MB: the demo images fit, little else): the test runs as root in CI.
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=12m', 'tmpfs', uploads], { stdio: 'pipe' })
    } catch (error) {
      throw new Error(`this test needs to mount a tmpfs (run as root): ${(error as Error).message}`, {
        cause: error,
      })
    }
    server = await startServer({ DISK_FREE_FLOOR_MB: '0' }, { root, keepRoot: true })
    server.process.stdout?.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n')))
  })
  afterAll(async () => {
    await server?.stop()
    execFileSync('umount', [path.join(root, 'uploads')], { stdio: 'pipe' })
    await rm(root, { recursive: true, force: true })
  })

  /** Fills the uploads disk up to its last byte, then frees `leave` bytes. */
  async function fill(leave: number): Promise<void> {
    const dir = path.join(root, 'uploads', 'filler')
    await mkdir(dir, { recursive: true })
    for (let i = 0; ; i++) {
      try {
        await writeFile(path.join(dir, `${Date.now()}-${i}`), Buffer.alloc(64 * 1024))
      } catch {
        break
      }
    }
    const names = await readdir(dir)
    for (const name of names.slice(0, Math.ceil(leave / (64 * 1024)))) await unlink(path.join(dir, name))
  }

  it('refuses an attachment the free disk cannot hold before writing it (507)', async () => {
    await fill(512 * 1024)
    const answer = await post(server, 'quote', [bigPdf(1.25 * MB)], { lang: 'es', address: '127.0.0.1' })
    expect(answer.status).toBe(507)
    expect(errorOf(answer)).toBe(formMessage('es', 'forms.error.attachmentsUnavailable'))
    expect(await privateFiles(server)).toEqual([])
  })

  it("answers a post that meets ENOSPC with 507 in the post's language and logs an error", async () => {
    await fill(3 * MB)
    // Something else fills the disk while the attachment streams in (the budget saw room for it).
    const tmp = path.join(root, 'uploads', 'private', 'tmp')
    const midway = async () => {
      for (let i = 0; i < 200 && (await readdir(tmp)).length === 0; i++) await sleep(50)
      await fill(0)
    }
    const answer = await post(server, 'quote', [bigPdf(1.25 * MB)], {
      lang: 'en',
      address: '127.0.0.1',
      midway,
    })
    expect(answer.status).toBe(507)
    expect(errorOf(answer)).toBe(formMessage('en', 'forms.error.storageFull'))
    expect(await privateFiles(server)).toEqual([])
    const errors = log.filter((line) => line.includes('"level":50') && /disk is full/.test(line))
    expect(errors.length).toBeGreaterThan(0)
  })

  it('answers an admin image upload that meets ENOSPC with 507 and a Turkish message', async () => {
    await fill(0)
    const token = await login(server.url)
    const form = new FormData()
    const png = (await sampleFiles()).png
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'urun.png')
    const response = await fetch(`${server.url}/api/admin/upload/product`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(response.status).toBe(507)
    expect(((await response.json()) as { error: string }).error).toBe(DISK_FULL_ADMIN_TEXT)
  })
})
