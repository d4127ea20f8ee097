/**
 * Load test (not part of the test suite): `npm run load-test` (LOAD_DURATION_S=180 for a
 * minute-by-minute memory view). Starts the production build on a fresh data folder, runs
 * autocannon at 100 connections for 30 s against public pages in two languages while 50 admin
 * writes happen, then reports non-2xx answers, lost writes and the server's RSS sampled every
 * 10 s. Fails on any non-2xx, lost write, or memory that keeps growing: after the first 10 s
 * (caches and heap warmed up) RSS may not rise by more than 25 MB. Run `npm run build` first.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { readStoredProducts } from '../server/store/collections.ts'
import { type ProductionServer, startProductionServer, throwawayEnv } from './production-server.ts'

const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 30)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100)
const WRITES = 50
/** Allowed RSS growth after the warm-up sample (10 s in): more means memory is not stable. */
const RSS_GROWTH_LIMIT_MB = 25
// Throwaway server on a temp folder: a random password, known only to this run.
const PASSWORD = randomBytes(12).toString('hex')

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'load-test-'))
  let server: ProductionServer | undefined
  try {
    server = await startProductionServer({
      root,
      env: throwawayEnv(PASSWORD),
      showErrors: true,
      startTimeoutMs: 180_000,
    })
    const { url } = server
    const pid = server.process.pid!
    const login = await fetch(`${url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    })
    const { token } = (await login.json()) as { token: string }

    const rss: { at: number; mb: number }[] = [{ at: 0, mb: await rssMb(pid) }]
    const started = Date.now()
    const sampler = setInterval(() => {
      void rssMb(pid).then((mb) => rss.push({ at: Math.round((Date.now() - started) / 1000), mb }))
    }, 10_000)

    const paths = [
      '/',
      '/urunler',
      '/hakkimizda',
      '/iletisim',
      '/en',
      '/en/urunler',
      '/en/hakkimizda',
      '/en/iletisim',
    ]
    const load = autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    })

    // 50 admin writes spread over the run.
    const written: string[] = []
    const writeErrors: string[] = []
    const writes = (async () => {
      for (let i = 0; i < WRITES; i++) {
        await new Promise((resolve) => setTimeout(resolve, ((DURATION_S * 1000) / WRITES) * 0.8))
        const response = await fetch(`${url}/api/admin/products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name_tr: `Yük testi ürünü ${i}` }),
        })
        if (response.status === 201) written.push(((await response.json()) as { id: string }).id)
        else writeErrors.push(`write ${i}: ${response.status}`)
      }
    })()

    const [result] = await Promise.all([load, writes])
    clearInterval(sampler)
    rss.push({ at: Math.round((Date.now() - started) / 1000), mb: await rssMb(pid) })

    const list = (await (
      await fetch(`${url}/api/admin/products`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: string }[]
    const ids = new Set(list.map((p) => p.id))
    const lost = written.filter((id) => !ids.has(id))
    const onDisk = await readStoredProducts(path.join(root, 'data'))
    const lostOnDisk = written.filter((id) => !onDisk.some((p) => p.id === id))

    const report = {
      durationS: DURATION_S,
      connections: CONNECTIONS,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      adminWrites: {
        acknowledged: written.length,
        failed: writeErrors,
        lost: lost.length,
        lostOnDisk: lostOnDisk.length,
      },
      rssMb: rss,
    }
    const warm = rss.find((sample) => sample.at >= 10) ?? rss[0]!
    const peakAfterWarmUp = Math.max(
      ...rss.filter((sample) => sample.at >= warm.at).map((sample) => sample.mb),
    )
    const memoryStable = peakAfterWarmUp - warm.mb <= RSS_GROWTH_LIMIT_MB
    console.log(
      JSON.stringify({ ...report, memory: { warmMb: warm.mb, peakAfterWarmUp, memoryStable } }, null, 2),
    )
    const ok =
      memoryStable &&
      result.non2xx === 0 &&
      result.errors === 0 &&
      lost.length === 0 &&
      lostOnDisk.length === 0 &&
      written.length === WRITES
    process.exitCode = ok ? 0 : 1
  } finally {
    await server?.stop()
    await rm(root, { recursive: true, force: true })
  }
}

await main()
