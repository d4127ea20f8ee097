import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Submission } from '../../shared/schemas/submission.ts'
import { multipartBody } from '../helpers/multipart.ts'
import { sampleFiles } from '../helpers/sample-files.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'
import { api, login } from '../helpers/http.ts'

const servers: RunningServer[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
})

const list = async (dir: string) => readdir(dir).catch(() => [] as string[])

/**
 * kill -9 in the middle of a burst of posts with attachments: every post that was answered 200
 * is there after the restart with its files, and nothing half-done stays behind (no attachment
 * folder without its submission, no temp file).
 */
describe('the inbox after kill -9 during a burst of posts', () => {
  it('keeps every acknowledged post with its files and leaves no orphan folder or temp file', async () => {
    const first = await startServer({ TRUST_PROXY: 'true' }, { keepRoot: true })
    const { pdf } = await sampleFiles()
    const acknowledged: string[] = []
    let settled = 0
    const posts = Array.from({ length: 40 }, async (_, n) => {
      const subject = `crash-${n}`
      const body = await multipartBody(
        { lang: 'tr', name: 'Ayşe', email: 'ayse@example.com', subject, message: 'x' },
        [{ name: `cizim-${n}.pdf`, bytes: pdf }],
      )
      try {
        const response = await fetch(`${first.url}/api/contact`, {
          method: 'POST',
          headers: { ...body.headers, 'x-forwarded-for': `198.51.100.${n + 1}` },
          body: new Uint8Array(body.payload),
        })
        if (response.status === 200) acknowledged.push(subject)
      } catch {
        // Cut off by the kill: not acknowledged, so it may or may not be kept.
      }
      settled += 1
    })
    // Kill as soon as a few are acknowledged, while the others are mid-way.
    while (acknowledged.length < 8 && settled < posts.length)
      await new Promise((resolve) => setTimeout(resolve, 2))
    first.process.kill('SIGKILL')
    await Promise.allSettled(posts)
    // The exit may already have happened while the posts settled.
    if (first.process.exitCode === null && first.process.signalCode === null)
      await new Promise((resolve) => first.process.once('exit', resolve))
    expect(acknowledged.length).toBeGreaterThanOrEqual(8)

    // A folder of attachments that no submission owns (as a crash between the two would leave).
    const folders = path.join(first.root, 'uploads', 'private', 'submissions')
    await mkdir(path.join(folders, 'orphan-abc'), { recursive: true })
    await writeFile(path.join(folders, 'orphan-abc', 'left.pdf'), 'left behind')

    const second = await startServer({}, { root: first.root })
    servers.push(second)
    const token = await login(second.url)
    const stored = (await api(second.url, token, 'GET', '/api/admin/submissions')).body as Submission[]
    const subjects = new Set(stored.map((submission) => submission.fields.subject))
    for (const subject of acknowledged) expect(subjects, subject).toContain(subject)
    for (const submission of stored) {
      expect(submission.attachments).toHaveLength(1)
      const files = await list(path.join(folders, submission.id))
      expect(files, submission.id).toEqual([submission.attachments[0]?.stored_name])
    }
    expect((await list(folders)).sort()).toEqual(stored.map((submission) => submission.id).sort())
    expect(await list(path.join(first.root, 'uploads', 'private', 'tmp'))).toEqual([])
    expect(
      (await list(path.join(first.root, 'data', 'submissions'))).filter((name) => name.endsWith('.tmp')),
    ).toEqual([])
  }, 120_000)
})
