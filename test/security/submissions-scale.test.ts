import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SubmissionPage } from '../../shared/schemas/submission.ts'
import { multipartBody } from '../helpers/multipart.ts'
import { api, login, median } from '../helpers/http.ts'
import { rssKb } from '../helpers/processes.ts'
import { writeSubmissionsFixture } from '../fixtures/submissions-fixture.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'

/**
 * A growing inbox must not make the site slower or kill it: a post, a status change and a delete
 * cost the same with 100,000 stored submissions as with 10. "Cost" is measured twice: bytes the
 * server process writes per operation (/proc/<pid>/io, exact and independent of machine load:
 * an inbox rewritten whole on every change writes the whole inbox each time), and wall time.
 */
const BIG = 100_000
const ROUNDS = 10
const servers: RunningServer[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
})

async function writtenBytes(pid: number): Promise<number> {
  return Number(/wchar:\s+(\d+)/.exec(await readFile(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0)
}

type Cost = { bytes: number; ms: number }

/** Runs `op` ROUNDS times, one at a time; the median bytes written and milliseconds per call. */
async function cost(server: RunningServer, op: (round: number) => Promise<void>): Promise<Cost> {
  const pid = server.process.pid as number
  const bytes: number[] = []
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const before = await writtenBytes(pid)
    const started = performance.now()
    await op(round)
    times.push(performance.now() - started)
    bytes.push((await writtenBytes(pid)) - before)
  }
  return { bytes: median(bytes), ms: median(times) }
}

async function measure(count: number) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'inbox-scale-'))
  await writeSubmissionsFixture(path.join(root, 'data'), count)
  // Every post comes from another address (behind a trusted proxy), so the form's rate limit
  // does not stop the measurement.
  const server = await startServer({ TRUST_PROXY: 'true' }, { root })
  servers.push(server)
  const token = await login(server.url)
  const post = await cost(server, async (round) => {
    const body = await multipartBody({
      lang: 'en',
      name: 'Jane Buyer',
      email: 'jane@example.com',
      subject: 'M10x40 8.8',
      message: 'Please quote 10,000 pieces.',
    })
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { ...body.headers, 'x-forwarded-for': `203.0.113.${round + 1}` },
      body: new Uint8Array(body.payload),
    })
    expect(response.status).toBe(200)
  })
  const first = (await api(server.url, token, 'GET', '/api/admin/submissions/page?order=newest&limit=100'))
    .body as SubmissionPage
  expect(first.total).toBe(count + ROUNDS)
  const ids = first.items.map((item) => item.id)
  const change = await cost(server, async (round) => {
    const id = ids[round] as string
    const response = await api(server.url, token, 'PATCH', `/api/admin/submissions/${id}`, { handled: true })
    expect(response.status).toBe(200)
  })
  const remove = await cost(server, async (round) => {
    const id = ids[round] as string
    const response = await api(server.url, token, 'DELETE', `/api/admin/submissions/${id}`)
    expect(response.status).toBe(204)
  })
  const started = performance.now()
  const page = (
    await api(server.url, token, 'GET', '/api/admin/submissions/page?kind=quote&q=alıcı&limit=50')
  ).body as SubmissionPage
  const pageMs = performance.now() - started
  expect(page.items).toHaveLength(Math.min(50, Math.ceil(count / 2)))
  const rss = await rssKb(server.process.pid as number)
  await server.stop()
  return { post, change, remove, pageMs, rssMb: rss / 1024 }
}

describe('an inbox of 100,000 submissions', () => {
  it('costs the same per post, status change and delete as an inbox of 10, in bounded memory', async () => {
    const small = await measure(10)
    const big = await measure(BIG)
    console.log('inbox scale', JSON.stringify({ small, big }))
    for (const op of ['post', 'change', 'remove'] as const) {
      // Bytes: the same work whatever the inbox holds (a few hundred bytes of slack for ids).
      expect(big[op].bytes, op).toBeLessThan(small[op].bytes * 1.5 + 2048)
      // Time: within 2x (plus a few ms, as one fsync on a busy disk can take that long).
      expect(big[op].ms, op).toBeLessThan(small[op].ms * 2 + 15)
    }
    expect(big.pageMs).toBeLessThan(1000)
    expect(big.rssMb).toBeLessThan(400)
  }, 240_000)
})
