// npm run flood-bench -- [--products 5000] [--sizes 50] [--duration 10] [--baseline ../other-checkout]
//   [--floods none,full-array,facets,sized,datasheets,saves]
// What a visitor feels while somebody floods the site with cheap-to-ask, costly-to-answer requests.
// Generates a catalogue, starts the production build on it, and for each flood runs autocannon
// against the flood's URLs while a separate thread fetches a cached page (/urunler) every 20 ms:
// prints that visitor's p50/p95/max, the flood's answers by status and the server's peak RSS.
// With --baseline (another checkout with its own `npm run build`), both builds are measured in the
// same run, taking turns, on copies of the same generated data: a before/after side by side.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import autocannon from 'autocannon'
import { startProductionServer, throwawayEnv } from './production-server.ts'

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '5000' },
    sizes: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    baseline: { type: 'string' },
    floods: { type: 'string', default: 'none,full-array,facets,sized,datasheets,saves' },
  },
})
const DURATION_S = Number(args.duration)

/** `saves`: instead of requests, an admin saving a product every 500 ms (each save empties the caches). */
type Flood = {
  name: string
  connections: number
  paths: (catalogue: Catalogue) => () => string
  saves?: true
}
type Catalogue = { slugs: string[]; ids: string[]; facets: Record<string, string[]>; sizes: string[] }

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!

const FLOODS: Flood[] = [
  { name: 'none', connections: 0, paths: () => () => '/' },
  {
    name: 'full-array',
    connections: 8,
    paths: () => () => pick(['/api/products', '/api/products?lang=en', '/api/products?lang=es']),
  },
  {
    name: 'facets',
    connections: 50,
    paths:
      ({ facets }) =>
      () => {
        const query = new URLSearchParams()
        for (const [facet, values] of Object.entries(facets)) {
          if (values.length > 0 && Math.random() < 0.5) query.append(facet, pick(values))
        }
        return `/urunler?${query}`
      },
  },
  {
    name: 'sized',
    connections: 50,
    paths:
      ({ slugs, sizes }) =>
      () =>
        `/urunler/${pick(slugs)}?size=${encodeURIComponent(pick(sizes))}&length=${pick([10, 20, 30, 40, 50])}`,
  },
  { name: 'saves', connections: 0, paths: () => () => '/', saves: true },
  {
    name: 'datasheets',
    connections: 20,
    paths:
      ({ slugs }) =>
      () =>
        `${pick(['', '/en', '/es'])}/urunler/${pick(slugs)}/datasheet.pdf`,
  },
]

/** A visitor on another thread: one cached page every 20 ms, its latencies in ms. */
function visitor(url: string, durationS: number): Promise<number[]> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads')
    const times = []
    const end = Date.now() + workerData.durationS * 1000
    ;(async () => {
      while (Date.now() < end) {
        const started = performance.now()
        try {
          const answer = await fetch(workerData.url, { headers: { 'accept-encoding': 'br' } })
          await answer.arrayBuffer()
          times.push(performance.now() - started)
        } catch {
          times.push(10_000)
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      parentPort.postMessage(times)
    })()`
  const worker = new Worker(code, { eval: true, workerData: { url, durationS } })
  return new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

/** Saves one product (its English name) every 500 ms for `durationS`, counting the answers by status. */
async function saveLoop(
  url: string,
  password: string,
  id: string,
  durationS: number,
  statuses: Record<string, number>,
) {
  const login = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  })
  const { token } = (await login.json()) as { token: string }
  const end = Date.now() + durationS * 1000
  for (let round = 0; Date.now() < end; round++) {
    const answer = await fetch(`${url}/api/admin/products/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name_tr: 'Ölçüm Cıvatası', name_en: `Flood bench bolt ${round}` }),
    })
    await answer.arrayBuffer()
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

async function catalogueOf(url: string): Promise<Catalogue> {
  const slugs: string[] = []
  const ids: string[] = []
  let facets: Record<string, string[]> = {}
  for (let offset = 0; slugs.length < 2000; offset += 100) {
    const page = (await (await fetch(`${url}/api/products/page?limit=100&offset=${offset}`)).json()) as {
      items: { slug: string; id: string }[]
      facets: Record<string, Record<string, number> | null>
    }
    if (offset === 0) {
      facets = Object.fromEntries(
        Object.entries(page.facets)
          .filter(([name, counts]) => name !== 'category' && name !== 'length' && counts)
          .map(([name, counts]) => [name, Object.keys(counts!)]),
      )
    }
    slugs.push(...page.items.map((item) => item.slug))
    ids.push(...page.items.map((item) => item.id))
    if (page.items.length < 100) break
  }
  const sizes = ['M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M16', 'M20', 'M24', 'ST4.2', 'ST6.3']
  return { slugs, ids, facets, sizes }
}

type Row = {
  build: string
  flood: string
  p50: number
  p95: number
  max: number
  statuses: string
  rssMb: number
}

async function measure(build: string, checkout: string, data: string, floods: Flood[]): Promise<Row[]> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'flood-'))
  await cp(data, path.join(root, 'data'), { recursive: true })
  const password = randomBytes(12).toString('hex')
  const server = await startProductionServer({
    root,
    checkout,
    env: throwawayEnv(password),
    showErrors: false,
    startTimeoutMs: 300_000,
  })
  const rows: Row[] = []
  try {
    const catalogue = await catalogueOf(server.url)
    const page = `${server.url}/urunler`
    for (let i = 0; i < 20; i++) await (await fetch(page)).arrayBuffer()
    for (const flood of floods) {
      const pid = server.process.pid!
      let peak = await rssMb(pid)
      const sampler = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb))), 250)
      const next = flood.paths(catalogue)
      const statuses: Record<string, number> = {}
      const load =
        flood.connections === 0
          ? Promise.resolve()
          : new Promise<void>((resolve, reject) => {
              const instance = autocannon(
                {
                  url: server.url,
                  connections: flood.connections,
                  duration: DURATION_S,
                  timeout: 30,
                  requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
                },
                (error) => (error ? reject(error) : resolve()),
              )
              instance.on('response', (_client, status) => {
                statuses[status] = (statuses[status] ?? 0) + 1
              })
            })
      const saving = flood.saves
        ? saveLoop(server.url, password, catalogue.ids[0]!, DURATION_S, statuses)
        : null
      const [times] = await Promise.all([visitor(page, DURATION_S), load, saving])
      clearInterval(sampler)
      const row: Row = {
        build,
        flood: `${flood.name}${flood.connections ? ` x${flood.connections}` : ''}${flood.saves ? ' (2/s)' : ''}`,
        p50: Math.round(quantile(times, 0.5)),
        p95: Math.round(quantile(times, 0.95)),
        max: Math.round(Math.max(...times)),
        statuses: Object.entries(statuses)
          .map(([status, count]) => `${status}:${count}`)
          .join(' '),
        rssMb: peak,
      }
      rows.push(row)
      console.log(JSON.stringify(row))
      // Let the server settle (queued renders drain) before the next flood.
      await new Promise((resolve) => setTimeout(resolve, 3000))
    }
  } finally {
    await server.stop()
    await rm(root, { recursive: true, force: true })
  }
  return rows
}

async function main(): Promise<void> {
  const floods = args.floods.split(',').map((name) => {
    const flood = FLOODS.find((candidate) => candidate.name === name)
    if (!flood) throw new Error(`unknown flood ${name}; known: ${FLOODS.map((f) => f.name).join(', ')}`)
    return flood
  })
  const builds: [string, string][] = [['current', process.cwd()]]
  if (args.baseline) builds.unshift(['baseline', path.resolve(args.baseline)])
  const rows: Row[] = []
  const dataRoot = await mkdtemp(path.join(os.tmpdir(), 'flood-data-'))
  try {
    for (const [build, checkout] of builds) {
      // Each build's own generator: it writes the data folder in the format that build reads.
      const data = path.join(dataRoot, build)
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/generate-catalogue.ts',
          '--count',
          args.products,
          '--sizes',
          args.sizes,
          '--data-dir',
          data,
        ],
        { cwd: checkout, stdio: 'inherit' },
      )
    }
    // One flood at a time, the builds taking turns, so both see the same machine state.
    for (const flood of floods) {
      for (const [build, checkout] of builds) {
        rows.push(...(await measure(build, checkout, path.join(dataRoot, build), [flood])))
      }
    }
  } finally {
    await rm(dataRoot, { recursive: true, force: true })
  }
  console.log(
    `\nVisitor's cached /urunler (ms) during each flood, ${args.products} products x ${args.sizes} sizes:`,
  )
  console.table(rows)
}

await main()
