// npm run lighthouse [-- --runs 2] [--verbose] [--only /iletisim]
// Starts the production server on a fresh data folder and runs Lighthouse (mobile emulation,
// simulated throttling: Lighthouse's defaults) with Debian's Chromium against the home page, the
// product list, a product page and the contact page. Prints the four category scores and LCP, CLS
// and TBT per page and run, then the audits that cost points. Exits 1 if any run of a page misses the
// targets (performance >= 95; accessibility, best practices and SEO 100): every run counts, not the best.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort, type ProductionServer, startProductionServer, throwawayEnv } from './production-server.ts'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    verbose: { type: 'boolean', default: false },
    // Only the pages whose path contains this text (one page while working on it).
    only: { type: 'string', default: '' },
  },
})

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}

async function startApp(root: string): Promise<ProductionServer> {
  const port = await freePort()
  return startProductionServer({
    root,
    port,
    env: {
      ...throwawayEnv(),
      // As in production: canonical and hreflang links must be absolute URLs (an SEO audit).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    showErrors: true,
  })
}

type Row = {
  page: string
  run: number
  scores: Record<(typeof CATEGORIES)[number], number>
  lcp: number
  cls: number
  tbt: number
  failing: string[]
}

async function main() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'))
  let app: ProductionServer | undefined
  let chrome: chromeLauncher.LaunchedChrome | undefined
  const rows: Row[] = []
  try {
    app = await startApp(root)
    const products = (await (await fetch(`${app.url}/api/products`)).json()) as { slug: string }[]
    const pages = ['/', '/urunler', `/urunler/${products[0]?.slug ?? ''}`, '/iletisim'].filter((page) =>
      page.includes(args.only),
    )
    // Warm the page cache and the image variants, as a visitor after the first would find them.
    for (const page of pages) await fetch(app.url + page)
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    })
    for (const page of pages) {
      for (let run = 0; run < Number(args.runs); run++) {
        const result = await lighthouse(app.url + page, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        if (!result) throw new Error(`no Lighthouse result for ${page}`)
        const { lhr } = result
        const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const failing: string[] = []
        for (const id of CATEGORIES) {
          for (const ref of lhr.categories[id]?.auditRefs ?? []) {
            const audit = lhr.audits[ref.id]
            if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue
            if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue
            if (audit.score < (id === 'performance' ? 0.9 : 1)) {
              failing.push(`${id}: ${audit.id} (${audit.displayValue ?? audit.score}) ${audit.title}`)
            }
          }
        }
        const row: Row = {
          page,
          run: run + 1,
          scores: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            'best-practices': score('best-practices'),
            seo: score('seo'),
          },
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          failing,
        }
        if (args.verbose) {
          for (const [id, audit] of Object.entries(lhr.audits)) {
            if (audit.details?.type === 'opportunity' && (audit.numericValue ?? 0) > 0)
              row.failing.push(`opportunity: ${id} ${audit.displayValue ?? ''}`)
          }
          const runtime = lhr.runtimeError?.message
          if (runtime) row.failing.push(`runtime error: ${runtime}`)
          // Where the main thread's time went and which tasks blocked it: what TBT is made of.
          row.failing.push(`machine: benchmarkIndex ${lhr.environment.benchmarkIndex}`)
          const breakdown = lhr.audits['mainthread-work-breakdown']?.details
          if (breakdown?.type === 'table')
            for (const item of breakdown.items)
              row.failing.push(
                `main thread: ${String(item.groupLabel)} ${Math.round(Number(item.duration))} ms`,
              )
          const bootup = lhr.audits['bootup-time']?.details
          if (bootup?.type === 'table')
            for (const item of bootup.items)
              row.failing.push(
                `script: ${String(item.url)} total ${Math.round(Number(item.total))} ms, evaluation ${Math.round(Number(item.scripting))} ms`,
              )
          const tasks = lhr.audits['long-tasks']?.details
          if (tasks?.type === 'table')
            for (const item of tasks.items)
              row.failing.push(
                `long task: ${String(item.url)} at ${Math.round(Number(item.startTime))} ms, ${Math.round(Number(item.duration))} ms`,
              )
        }
        rows.push(row)
      }
    }
  } finally {
    await chrome?.kill()
    await app?.stop()
    await rm(root, { recursive: true, force: true })
  }

  console.log('\nLighthouse (mobile emulation, simulated throttling)\n')
  console.log('| page | run | performance | accessibility | best practices | SEO | LCP | CLS | TBT |')
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const row of rows) {
    const s = row.scores
    console.log(
      `| ${row.page} | ${row.run} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms |`,
    )
  }
  let missed = false
  for (const row of rows) {
    const below = CATEGORIES.filter((id) => row.scores[id] < TARGETS[id])
    if (below.length > 0) missed = true
    if (row.failing.length > 0) {
      console.log(`\n${row.page} (run ${row.run}):`)
      for (const line of row.failing) console.log(`  - ${line}`)
    }
  }
  if (missed) {
    console.error(
      '\nSome pages miss the targets (performance >= 95; accessibility, best practices, SEO 100).',
    )
    process.exitCode = 1
  }
}

await main()
