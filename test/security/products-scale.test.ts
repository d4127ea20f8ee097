import { cp, mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { writeCatalogue } from '../../scripts/generate-catalogue.ts'
import { api, login, median } from '../helpers/http.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'

/**
 * A large catalogue must not make a product save slow (docs/decisions/016-products-as-an-append-only-log.md):
 * a save beside 5,000 products of 50 sizes costs the same as beside the 28 demo products. "Cost" is measured
 * twice: bytes the server process writes per save (/proc/<pid>/io, exact and independent of machine load: a
 * catalogue rewritten whole on every save writes ~45 MB each time), and wall time.
 */
const BIG = 5000
const ROUNDS = 9
const servers: RunningServer[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
})

async function writtenBytes(pid: number): Promise<number> {
  return Number(/wchar:\s+(\d+)/.exec(await readFile(`/proc/${pid}/io`, 'utf8'))?.[1] ?? 0)
}

/** Saves one product ROUNDS times, one at a time; the median bytes written and milliseconds per save. */
async function measure(count: number) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'products-scale-'))
  if (count > 0) await writeCatalogue(path.join(root, 'data'), count, 50)
  // The demo files in place, as after a first start: otherwise this one would draw the demo catalogue PDF of
  // every generated product (tens of seconds), which is not what is measured here.
  await cp(path.resolve('dist/seed-uploads'), path.join(root, 'uploads', 'public'), { recursive: true })
  const server = await startServer({}, { root })
  servers.push(server)
  const pid = server.process.pid as number
  const token = await login(server.url)
  const id = count > 0 ? 'gen-1' : 'p-din-933-hex-bolt'
  const bytes: number[] = []
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const before = await writtenBytes(pid)
    const started = performance.now()
    const response = await api(server.url, token, 'PUT', `/api/admin/products/${id}`, {
      name_tr: 'Ölçüm Cıvatası',
      name_en: `Measured bolt ${round}`,
    })
    times.push(performance.now() - started)
    bytes.push((await writtenBytes(pid)) - before)
    expect(response.status).toBe(200)
  }
  // The save is what the site shows.
  const shown = await api(server.url, null, 'GET', '/api/products/olcum-civatasi')
  expect(shown.status).toBe(200)
  expect((shown.body as { name_en: string }).name_en).toBe(`Measured bolt ${ROUNDS - 1}`)
  await server.stop()
  return { bytes: median(bytes), ms: median(times) }
}

describe(`a catalogue of ${BIG} products of 50 sizes`, () => {
  it('costs the same per product save as the 28 demo products', async () => {
    const small = await measure(0)
    const big = await measure(BIG)
    console.log('product save scale', JSON.stringify({ small, big }))
    // Bytes: the same work whatever the catalogue holds (the record of one product and the answer; a few KB of
    // slack, as the generated product's size table is longer than the demo bolt's).
    expect(big.bytes).toBeLessThan(small.bytes * 1.5 + 16_384)
    // Time: under 100 ms, and within 2x of the small catalogue (plus a few ms: one fsync on a busy disk).
    expect(big.ms).toBeLessThan(100)
    expect(big.ms).toBeLessThan(small.ms * 2 + 15)
  }, 180_000)
})
