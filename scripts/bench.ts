// npm run bench [-- --products 5000] [--duration 5] [--runs 3] [--connections 50]
// Starts the production server and measures key routes at 50 connections on 127.0.0.1 against the
// physical limit: the very same bytes served by nginx (1 worker) in the same run, and bare Fastify
// sending them from memory (the ceiling of any Fastify app here). Each route is measured `runs`
// times, the servers taking turns, and the medians are printed. Then the same routes with the
// page cache off (pure rendering). Prints req/s, p50, p99 and the ratios.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { filterFromParams } from '../shared/product-facets.ts'
import { buildFacetIndex } from '../server/catalogue/facet-index.ts'
import { queryFacets } from '../server/catalogue/facet-query.ts'
import { plainScanWithCounts } from '../test/fixtures/plain-scan.ts'
import { seedContent } from '../server/seed/content/index.ts'
import { benchCad } from './bench-cad.ts'
import { benchSearch } from './bench-search.ts'
import { generateCatalogue } from './generate-catalogue.ts'
import { freePort, type ProductionServer, startProductionServer, throwawayEnv } from './production-server.ts'

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '0' },
    duration: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)
const productCount = Number(args.products)
const runs = Number(args.runs)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** `runs` measurements of each URL, taking turns, reduced to the median of each figure. */
async function measure(urls: string[]): Promise<Result[]> {
  const results: Result[][] = urls.map(() => [])
  for (let run = 0; run < runs; run++) {
    for (const [index, url] of urls.entries()) results[index]!.push(await load(url))
  }
  return results.map((list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
  }))
}

type Result = { rps: number; p50: number; p99: number; non2xx: number }

const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0
const tool = has('wrk') ? 'wrk' : 'autocannon'

function toMs(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text)
  if (!match) return Number.NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
}

async function load(url: string): Promise<Result> {
  if (tool === 'wrk') {
    const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', url], {
      encoding: 'utf8',
    })
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
    const p50 = toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? '')
    const p99 = toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? '')
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
    return { rps, p50, p99, non2xx }
  }
  const { default: autocannon } = await import('autocannon')
  const result = await autocannon({ url, connections, duration })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

/** Polls `url` until it answers 2xx; throws `what did not start` after `tries` x `delayMs`. */
async function waitUntilUp(url: string, what: string, tries: number, delayMs: number): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
  throw new Error(`${what} did not start`)
}

/** The site on a throwaway data folder, up once it answers a request. */
async function startApp(env: Record<string, string>, root: string): Promise<ProductionServer> {
  const app = await startProductionServer({
    root,
    env: { ...throwawayEnv(), ...env },
    showErrors: true,
  })
  await waitUntilUp(`${app.url}/healthz`, 'the server', 10, 100)
  return app
}

async function startFastifyBaseline(
  root: string,
  routes: { path: string; file: string; type: string }[],
  children: ChildProcess[],
) {
  const port = await freePort()
  const routesFile = path.join(root, 'routes.json')
  await writeFile(routesFile, JSON.stringify(routes))
  const child = spawn(process.execPath, ['scripts/bench-fastify-baseline.mjs', String(port), routesFile], {
    stdio: 'inherit',
  })
  children.push(child)
  const url = `http://127.0.0.1:${port}`
  await waitUntilUp(url + routes[0]!.path, 'the Fastify baseline', 100, 50)
  return { url, child }
}

async function startNginx(
  root: string,
  routes: { path: string; file: string; type: string }[],
  children: ChildProcess[],
) {
  const port = await freePort()
  const prefix = path.join(root, 'nginx')
  await mkdir(path.join(prefix, 'logs'), { recursive: true })
  const locations = routes
    .map(
      (r) =>
        `    location = ${r.path} { default_type "${r.type}"; try_files /${path.basename(r.file)} =404; }`,
    )
    .join('\n')
  const conf = `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
${locations}
  }
}
`
  await writeFile(path.join(prefix, 'nginx.conf'), conf)
  const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  children.push(child)
  const url = `http://127.0.0.1:${port}`
  await waitUntilUp(url + routes[0]!.path, 'nginx', 100, 50)
  return { url, child }
}

const rss = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)

/** The combined facet query the bench times in-process and renders uncached: OR inside facets, AND across. */
const FACET_QUERY = 'material=a2&material=carbon-steel&class=8.8&class=a2-70&size=M8&size=M10&length=20-60'

/**
 * Server time of a combined facet query with counts on 5,000 products x 50 size rows, uncached: the index
 * (built once, as the server does on a store change) against a plain scan of every product and row (the
 * baseline), in the same run. Median of many runs each.
 */
function benchFacetQuery(): string[] {
  const { categories, vocabularies } = seedContent()
  const slugs = new Map(categories.map((category) => [category.id, category.slug]))
  const products = generateCatalogue(5000, 50)
  const rows = products.reduce((sum, product) => sum + product.sizes.length, 0)
  const filter = filterFromParams((name) => new URLSearchParams(FACET_QUERY).getAll(name))
  const builtAt = performance.now()
  const index = buildFacetIndex(products, (id) => slugs.get(id), vocabularies)
  const buildMs = performance.now() - builtAt
  const time = (times: number, run: () => unknown) => {
    const all: number[] = []
    for (let i = 0; i < times; i++) {
      const started = performance.now()
      run()
      all.push(performance.now() - started)
    }
    return median(all)
  }
  time(5, () => queryFacets(index, filter, 'tr'))
  const indexed = time(101, () => queryFacets(index, filter, 'tr'))
  const matches = queryFacets(index, filter, 'tr').matches.length
  const plain = time(11, () => plainScanWithCounts(products, (id) => slugs.get(id), filter, 'tr'))
  // The same with the search box (the engine made before timing: scripts/bench-search.ts reports that cost).
  const searched = { ...filter, q: 'cıvata' }
  queryFacets(index, searched, 'tr')
  const withSearch = time(101, () => queryFacets(index, searched, 'tr'))
  return [
    `Facet query with counts (?${FACET_QUERY}), ${products.length} products, ${rows} size rows, ${matches} matches:`,
    `| engine | median ms |`,
    `|---|---|`,
    `| facet index (bitsets) | **${indexed.toFixed(2)}** |`,
    `| facet index, with q=cıvata | ${withSearch.toFixed(2)} |`,
    `| plain scan baseline | ${plain.toFixed(2)} |`,
    `index build (once per store change): ${buildMs.toFixed(0)} ms; plain scan / index: ${(plain / indexed).toFixed(1)}x`,
  ]
}

async function main() {
  if (!existsSync('dist/server/server.js')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-'))
  const children: ChildProcess[] = []
  const servers: ProductionServer[] = []
  try {
    if (productCount > 0) {
      execFileSync(
        'npx',
        [
          'tsx',
          'scripts/generate-catalogue.ts',
          '--count',
          String(productCount),
          '--data-dir',
          path.join(root, 'data'),
        ],
        {
          stdio: 'inherit',
        },
      )
    }
    const started = Date.now()
    const app = await startApp({}, root)
    servers.push(app)
    console.log(
      `server up in ${Date.now() - started} ms (includes first-start seeding when the data folder is new)`,
    )
    const products = (await (await fetch(`${app.url}/api/products`)).json()) as { slug: string }[]
    const routes = [
      '/',
      '/urunler',
      '/en/urunler',
      `/urunler/${products[0]!.slug}`,
      '/api/products',
      '/api/settings',
    ]
    const bodies: { path: string; file: string; type: string }[] = []
    for (const [index, route] of routes.entries()) {
      const response = await fetch(app.url + route, { headers: { 'accept-encoding': 'identity' } })
      const file = path.join(root, `body-${index}`)
      await writeFile(file, Buffer.from(await response.arrayBuffer()))
      bodies.push({ path: route, file, type: response.headers.get('content-type') ?? 'text/html' })
    }
    const nginx = await startNginx(root, bodies, children)
    const bare = await startFastifyBaseline(root, bodies, children)

    console.log(
      `\nload tool: ${tool}, ${connections} connections, ${duration} s per run, median of ${runs} runs, products: ${products.length}\n`,
    )
    const rows: string[] = []
    for (const route of routes) {
      const [ours, limit, fastify] = await measure([app.url + route, nginx.url + route, bare.url + route])
      rows.push(
        `| ${route} | ${ours!.rps.toFixed(0)} | ${ours!.p50.toFixed(2)} | ${ours!.p99.toFixed(2)} | ${limit!.rps.toFixed(0)} | ${limit!.p99.toFixed(2)} | ${fastify!.rps.toFixed(0)} | **${(ours!.rps / limit!.rps).toFixed(2)}** | ${(fastify!.rps / limit!.rps).toFixed(2)} | ${(ours!.rps / fastify!.rps).toFixed(2)} |${ours!.non2xx ? ` ${ours!.non2xx} non-2xx` : ''}`,
      )
    }
    const appRss = rss(app.process.pid!)
    await app.stop()

    // A restart on the existing data folder: the start time that matters in operation.
    const restarted = Date.now()
    const uncached = await startApp({ PAGE_CACHE: 'false' }, root)
    const restartMs = Date.now() - restarted
    servers.push(uncached)
    const uncachedRows: string[] = []
    // Pages only: uncached, every request for a 5,000-product /api/products builds 7 MB of JSON.
    const uncachedRoutes = ['/urunler', `/urunler?${FACET_QUERY}`, `/urunler/${products[0]!.slug}`]
    const uncachedResults = await measure(uncachedRoutes.map((route) => uncached.url + route))
    for (const [index, route] of uncachedRoutes.entries()) {
      const result = uncachedResults[index]!
      uncachedRows.push(
        `| ${route} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(2)} | ${result.p99.toFixed(2)} |`,
      )
    }

    console.log('Cached (default) vs nginx and bare Fastify serving the same bytes:\n')
    console.log(
      '| route | req/s | p50 ms | p99 ms | nginx req/s | nginx p99 | bare Fastify req/s | ours / nginx | Fastify / nginx | ours / Fastify |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|')
    console.log(rows.join('\n'))
    console.log('\nPage cache off (every request rendered):\n')
    console.log('| route | req/s | p50 ms | p99 ms |')
    console.log('|---|---|---|---|')
    console.log(uncachedRows.join('\n'))
    const [plainPage, filteredPage] = [uncachedResults[0]!, uncachedResults[1]!]
    console.log(
      `\nuncached filtered / unfiltered /urunler, p50: ${(filteredPage.p50 / plainPage.p50).toFixed(2)}x (must be within 1.5x)`,
    )
    console.log(`\n${benchFacetQuery().join('\n')}`)
    console.log(`\n${(await benchSearch()).join('\n')}`)
    console.log(`\n${(await benchCad()).join('\n')}`)
    console.log(`\nserver RSS after the cached runs: ${appRss} MB`)
    console.log(`server RSS after the uncached runs: ${rss(uncached.process.pid!)} MB`)
    console.log(`restart on existing data to first answered request: ${restartMs} ms`)
  } finally {
    for (const child of children) child.kill('SIGTERM')
    await Promise.all(servers.map((server) => server.stop()))
    await new Promise((resolve) => setTimeout(resolve, 300))
    await rm(root, { recursive: true, force: true })
  }
}

await main()
