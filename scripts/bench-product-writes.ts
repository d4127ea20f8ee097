/**
 * Benchmark (not part of the test suite): what a product save costs beside catalogues of different sizes, and
 * how long a start takes and how much memory it holds.
 *
 *   npx tsx scripts/bench-product-writes.ts --counts 0,5000,10000 --sizes 50 [--app-dir ../other-checkout]
 *
 * For each count (0 = the 28 demo products) it writes a generated catalogue into a throwaway data folder, starts
 * the production build (of `--app-dir`, default this checkout: run `npm run build` first), and prints the start
 * time, RSS after start, and the median time and bytes written (/proc/<pid>/io) of 10 saves of one product
 * (PUT /api/admin/products/:id). `--app-dir` measures another checkout's build on the same catalogue.
 * The first start of a generated catalogue also seeds the other files (the demo pictures and PDFs are copied in
 * beforehand); `--restart` stops it and measures a second start, as a site restarts. Start times are given as
 * wall time and as the CPU time of the server process, steadier on a machine busy with other work.
 * `--legacy` writes the catalogue as the `products.json` of earlier releases (to measure one of them, or the
 * import of that file at the first start).
 */
import { randomBytes } from 'node:crypto'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startProductionServer, throwawayEnv } from './production-server.ts'
import { generateCatalogue, writeCatalogue } from './generate-catalogue.ts'

const ROUNDS = 10

async function proc(pid: number, file: string, pattern: RegExp): Promise<number> {
  return Number(pattern.exec(await readFile(`/proc/${pid}/${file}`, 'utf8'))?.[1] ?? 0)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function start(root: string, password: string, appDir: string) {
  const cwd = process.cwd()
  process.chdir(appDir)
  const started = performance.now()
  const server = await startProductionServer({
    root,
    env: throwawayEnv(password),
    showErrors: true,
    startTimeoutMs: 300_000,
  }).finally(() => process.chdir(cwd))
  const startMs = Math.round(performance.now() - started)
  const pid = server.process.pid!
  const startRssMb = Math.round((await proc(pid, 'status', /VmRSS:\s+(\d+)/)) / 1024)
  // CPU time the start took (user + system), steadier than wall time on a machine busy with other work.
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')
  const startCpuMs = Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100)
  return { server, startMs, startCpuMs, startRssMb }
}

async function measure(count: number, sizes: number, appDir: string, restart: boolean, legacy: boolean) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-products-'))
  const password = randomBytes(12).toString('hex')
  try {
    if (count > 0 && legacy) {
      await mkdir(path.join(root, 'data'))
      await writeFile(
        path.join(root, 'data', 'products.json'),
        JSON.stringify(generateCatalogue(count, sizes)),
      )
    } else if (count > 0) await writeCatalogue(path.join(root, 'data'), count, sizes)
    // The demo files in place, as after a first start: otherwise it draws the demo catalogue PDF of every
    // generated product (over a minute at 10,000), which is not what is measured here.
    await cp(path.join(appDir, 'dist', 'seed-uploads'), path.join(root, 'uploads', 'public'), {
      recursive: true,
    })
    const first = await start(root, password, appDir)
    let { server } = first
    const restarted = restart ? await server.stop().then(() => start(root, password, appDir)) : null
    if (restarted) server = restarted.server
    const pid = server.process.pid!
    try {
      const login = await fetch(`${server.url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      })
      const { token } = (await login.json()) as { token: string }
      const id = count > 0 ? 'gen-1' : 'p-din-933-hex-bolt'
      const times: number[] = []
      const bytes: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const before = await proc(pid, 'io', /wchar:\s+(\d+)/)
        const at = performance.now()
        const response = await fetch(`${server.url}/api/admin/products/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name_tr: 'Ölçüm Cıvatası', name_en: `Benchmark bolt ${round}` }),
        })
        if (response.status !== 200) throw new Error(`save answered ${response.status}`)
        await response.arrayBuffer()
        times.push(performance.now() - at)
        bytes.push((await proc(pid, 'io', /wchar:\s+(\d+)/)) - before)
      }
      const rssMb = Math.round((await proc(pid, 'status', /VmRSS:\s+(\d+)/)) / 1024)
      return {
        products: count || 28,
        sizes: count > 0 ? sizes : 'demo',
        firstStartMs: first.startMs,
        firstStartCpuMs: first.startCpuMs,
        firstStartRssMb: first.startRssMb,
        ...(restarted && {
          restartMs: restarted.startMs,
          restartCpuMs: restarted.startCpuMs,
          restartRssMb: restarted.startRssMb,
        }),
        saveMedianMs: Math.round(median(times) * 10) / 10,
        saveBytes: median(bytes),
        rssAfterSavesMb: rssMb,
      }
    } finally {
      await server.stop()
    }
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      counts: { type: 'string', default: '0,5000,10000' },
      sizes: { type: 'string', default: '50' },
      'app-dir': { type: 'string', default: '.' },
      restart: { type: 'boolean', default: false },
      legacy: { type: 'boolean', default: false },
    },
  })
  const appDir = path.resolve(values['app-dir'])
  for (const count of values.counts.split(',').map(Number)) {
    try {
      console.log(
        JSON.stringify(await measure(count, Number(values.sizes), appDir, values.restart, values.legacy)),
      )
    } catch (error) {
      console.log(JSON.stringify({ products: count, failed: (error as Error).message.slice(0, 500) }))
    }
  }
}

await main()
