// npm run bench [-- --products 5000] [--duration 5] [--runs 3] [--connections 50] [--baseline <checkout>]
// Starts the production server and measures it against its baselines, in one run, the servers taking turns:
// - cached pages and public JSON against the very same bytes served by nginx (1 worker) and by bare Fastify
//   from memory (the ceiling of any Fastify app here), and the site behind Varnish (docs/varnish.vcl);
//   req/s, p50, p99 and the server's CPU time per request;
// - renders with the page cache off: one at a time (what one render costs) and at 50 connections (the tail);
// - the start: spawn to first answered request on existing data, and RSS;
// - with --baseline, all of the above for another checkout's build too (e.g. the release before a change).
// Then the in-process figures: the facet query, the search engine, the CAD models.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http, { type IncomingHttpHeaders } from 'node:http'
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
import { startVarnish } from './varnish.ts'
import { freePort, type ProductionServer, startProductionServer, throwawayEnv } from './production-server.ts'

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '0' },
    duration: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    baseline: { type: 'string' },
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

/** A server under load: its URL and, for the Node servers, its process (whose CPU time is read). */
type Target = { url: string; pid?: number; gzip?: boolean }

/** `runs` measurements of each target, taking turns, reduced to the median of each figure. */
async function measure(targets: Target[], loadConnections = connections): Promise<Result[]> {
  const results: Result[][] = targets.map(() => [])
  for (let run = 0; run < runs; run++) {
    for (const [index, target] of targets.entries()) results[index]!.push(await load(target, loadConnections))
  }
  return results.map((list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    cpuUs: median(list.map((r) => r.cpuUs)),
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
  }))
}

/** req/s, latency percentiles in ms, the server's CPU time per request in µs (NaN when not a Node server here). */
type Result = { rps: number; p50: number; p99: number; cpuUs: number; non2xx: number }

const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0
const tool = has('wrk') ? 'wrk' : 'autocannon'

function toMs(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text)
  if (!match) return Number.NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
}

/** User + system CPU time of a process so far, in µs (from /proc). */
function cpuTimeUs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1_000_000) / CLOCK_TICKS
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

async function load({ url, pid, gzip }: Target, loadConnections: number): Promise<Result> {
  const headers = gzip ? ['-H', 'Accept-Encoding: gzip'] : []
  const cpuBefore = cpuTimeUs(pid)
  const perRequest = (requests: number) => (cpuTimeUs(pid) - cpuBefore) / Math.max(1, requests)
  if (tool === 'wrk') {
    const out = execFileSync(
      'wrk',
      ['-t1', `-c${loadConnections}`, `-d${duration}s`, '--latency', ...headers, url],
      {
        encoding: 'utf8',
      },
    )
    const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
    const p50 = toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? '')
    const p99 = toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? '')
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
    return { rps, p50, p99, cpuUs: perRequest(requests), non2xx }
  }
  const { default: autocannon } = await import('autocannon')
  const result = await autocannon({
    url,
    connections: loadConnections,
    duration,
    headers: gzip ? { 'accept-encoding': 'gzip' } : {},
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: perRequest(result.requests.total),
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

/** A build measured: this checkout's, or the baseline's (`--baseline`), each on its own data folder. */
type Build = { name: string; checkout?: string; root: string }

/**
 * The site on its throwaway data folder; resolves once it has answered a rendered page (`/urunler`), with the
 * time from spawning the process to that answer.
 */
async function startApp(build: Build, env: Record<string, string> = {}) {
  const started = performance.now()
  const app = await startProductionServer({
    root: build.root,
    checkout: build.checkout,
    env: { ...throwawayEnv(), ...env },
    showErrors: true,
  })
  await waitUntilUp(`${app.url}/urunler`, `the server (${build.name})`, 1000, 5)
  return { app, startMs: performance.now() - started }
}

async function startFastifyBaseline(root: string, routes: BodyFile[], children: ChildProcess[]) {
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

async function startNginx(root: string, routes: BodyFile[], children: ChildProcess[]) {
  const port = await freePort()
  const prefix = path.join(root, 'nginx')
  await mkdir(path.join(prefix, 'logs'), { recursive: true })
  const locations = routes
    .map(
      (r) =>
        `    location = ${r.path} { default_type "${r.type}"; ${r.gzip ? 'add_header Content-Encoding gzip; ' : ''}try_files /${path.basename(r.file)} =404; }`,
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

/**
 * A route's answer as the baselines serve it from a file: the bytes as sent, with their type and, for the routes
 * measured as browsers ask for them compressed, `Content-Encoding: gzip`.
 */
type BodyFile = { path: string; file: string; type: string; gzip: boolean }

/**
 * Routes measured with `Accept-Encoding: gzip` (every browser sends it): the full product list is kept only
 * compressed (it can be megabytes), so a client that accepts no encoding gets it decompressed on the fly, which
 * is no measure of what a visitor costs. The others are measured uncompressed, as before.
 */
const GZIPPED = ['/api/products']

/** GET with one Accept-Encoding, the body as sent (fetch would decompress it). */
function rawGet(url: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
const ratio = (a: number, b: number) => fmt(a / b, 2)

async function main() {
  if (!existsSync('dist/server/server.js')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-'))
  const builds: Build[] = [{ name: 'this build', root: path.join(root, 'this') }]
  if (args.baseline)
    builds.push({
      name: 'baseline',
      checkout: path.resolve(args.baseline),
      root: path.join(root, 'baseline'),
    })
  const children: ChildProcess[] = []
  const servers: ProductionServer[] = []
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    servers.length = 0
  }
  const say = (...lines: string[]) => console.log(lines.join('\n'))
  try {
    for (const build of builds) {
      await mkdir(build.root, { recursive: true })
      if (productCount > 0) {
        execFileSync(
          'npx',
          [
            'tsx',
            'scripts/generate-catalogue.ts',
            '--count',
            String(productCount),
            '--data-dir',
            path.join(build.root, 'data'),
          ],
          { stdio: 'inherit' },
        )
      }
    }
    say(
      `# npm run bench, ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, load tool ${tool}, ${connections} connections, ${duration} s per run, median of ${runs} runs, the servers taking turns`,
    )

    // The start: a first start seeds the folder; then restarts on it, taking turns.
    const firstStart: number[] = []
    for (const build of builds) {
      const { app, startMs } = await startApp(build)
      firstStart.push(startMs)
      await app.stop()
    }
    const restarts: number[][] = builds.map(() => [])
    const startRss: number[][] = builds.map(() => [])
    // At least 7 restarts each (a few seconds): a start moves more with the machine than a run of requests.
    for (let run = 0; run < Math.max(7, runs); run++) {
      for (const [index, build] of builds.entries()) {
        const { app, startMs } = await startApp(build)
        restarts[index]!.push(startMs)
        startRss[index]!.push(rss(app.process.pid!))
        await app.stop()
      }
    }
    say(
      '',
      '## Start: spawn to the first rendered page answered (`/urunler`), ms; RSS right after, MB',
      '',
      '| build | first start (new data folder) | restart (median) | RSS after start |',
      '|---|---|---|---|',
      ...builds.map(
        (build, index) =>
          `| ${build.name} | ${fmt(firstStart[index]!)} | **${fmt(median(restarts[index]!))}** | ${fmt(median(startRss[index]!))} |`,
      ),
    )

    // Cached: every build, beside nginx, bare Fastify and Varnish in front of this build, on the same bytes.
    const running = []
    for (const build of builds) {
      const { app } = await startApp(build)
      servers.push(app)
      running.push(app)
    }
    const ours = running[0]!
    const products = (await (await fetch(`${ours.url}/api/products`)).json()) as { slug: string }[]
    const routes = [
      '/',
      '/urunler',
      '/en/urunler',
      `/urunler/${products[0]!.slug}`,
      '/api/products',
      '/api/settings',
    ]
    const bodies: BodyFile[] = []
    for (const [index, route] of routes.entries()) {
      const gzip = GZIPPED.includes(route)
      const response = await rawGet(ours.url + route, gzip ? 'gzip' : 'identity')
      const file = path.join(root, `body-${index}`)
      await writeFile(file, response.body)
      bodies.push({ path: route, file, type: String(response.headers['content-type'] ?? 'text/html'), gzip })
    }
    const nginx = await startNginx(root, bodies, children)
    const bare = await startFastifyBaseline(root, bodies, children)
    const varnish = await startVarnish(Number(new URL(ours.url).port), { memory: '256m', quiet: true })
    try {
      // Filled once, so every Varnish run below is served from its cache.
      for (const route of routes)
        await rawGet(varnish.url + route, GZIPPED.includes(route) ? 'gzip' : 'identity')
      const rows: string[] = []
      for (const route of routes) {
        const gzip = GZIPPED.includes(route)
        const results = await measure([
          ...running.map((app) => ({ url: app.url + route, pid: app.process.pid, gzip })),
          { url: bare.url + route, pid: bare.child.pid, gzip },
          { url: nginx.url + route, gzip },
          { url: varnish.url + route, gzip },
        ])
        const [mine, ...rest] = results
        const baseline = builds.length > 1 ? rest.shift() : undefined
        const [fastify, limit, edge] = rest as [Result, Result, Result]
        rows.push(
          `| ${route} | ${fmt(mine!.rps)} | ${fmt(mine!.p99, 1)} | ${fmt(mine!.cpuUs)} | ${baseline ? `${fmt(baseline.rps)} / ${fmt(baseline.cpuUs)} µs | ` : ''}${fmt(fastify.rps)} / ${fmt(fastify.cpuUs)} µs | **${ratio(mine!.rps, fastify.rps)}** | ${fmt(limit.rps)} | ${ratio(mine!.rps, limit.rps)} | ${fmt(edge.rps)} | ${fmt(edge.p99, 1)} |${mine!.non2xx ? ` ${mine!.non2xx} non-2xx` : ''}`,
        )
      }
      say(
        '',
        `## Cached answers (${products.length} products): req/s, p99 ms, the server's CPU µs per request; the same bytes from bare Fastify and nginx; this build behind Varnish`,
        '',
        `| route | req/s | p99 | CPU µs/req | ${builds.length > 1 ? 'baseline req/s / CPU | ' : ''}bare Fastify req/s / CPU | ÷ bare Fastify | nginx req/s | ÷ nginx | Varnish in front req/s | Varnish p99 |`,
        `|---|---|---|---|${builds.length > 1 ? '---|' : ''}---|---|---|---|---|---|`,
        ...rows,
        '',
        `RSS after the cached runs: ${running.map((app, index) => `${builds[index]!.name} ${rss(app.process.pid!)} MB`).join(', ')}`,
      )
    } finally {
      await varnish.stop()
    }
    await stopAll()

    // Renders: the page cache off, every request rendered.
    const uncached = []
    for (const build of builds) {
      const { app } = await startApp(build, { PAGE_CACHE: 'false' })
      servers.push(app)
      uncached.push(app)
    }
    const renderRoutes = ['/urunler', `/urunler?${FACET_QUERY}`, `/urunler/${products[0]!.slug}`]
    const renderRows: string[] = []
    for (const route of renderRoutes) {
      const one = await measure(
        uncached.map((app) => ({ url: app.url + route, pid: app.process.pid })),
        1,
      )
      const many = await measure(uncached.map((app) => ({ url: app.url + route, pid: app.process.pid })))
      for (const [index, build] of builds.entries()) {
        const [single, loaded] = [one[index]!, many[index]!]
        renderRows.push(
          `| ${route} | ${build.name} | **${fmt(single.p50, 2)}** | ${fmt(single.p99, 2)} | ${fmt(single.cpuUs)} | ${fmt(loaded.rps)} | ${fmt(loaded.p50)} | ${fmt(loaded.p99)} | **${ratio(loaded.p99, loaded.p50)}** |${loaded.non2xx ? ` ${loaded.non2xx} non-2xx` : ''}`,
        )
      }
    }
    say(
      '',
      `## Renders, page cache off: one connection (one render: p50, p99 ms, CPU µs), then ${connections} connections (req/s, p50, p99 ms, p99 ÷ p50)`,
      '',
      '| route | build | one render p50 | p99 | CPU µs | loaded req/s | p50 | p99 | p99 ÷ p50 |',
      '|---|---|---|---|---|---|---|---|---|',
      ...renderRows,
      '',
      `RSS after the uncached runs: ${uncached.map((app, index) => `${builds[index]!.name} ${rss(app.process.pid!)} MB`).join(', ')}`,
    )
    await stopAll()

    say(
      '',
      benchFacetQuery().join('\n'),
      '',
      (await benchSearch()).join('\n'),
      '',
      (await benchCad()).join('\n'),
    )
  } finally {
    for (const child of children) child.kill('SIGTERM')
    await stopAll()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await rm(root, { recursive: true, force: true })
  }
}

await main()
