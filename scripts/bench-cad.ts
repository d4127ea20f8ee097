// npm run bench (its CAD part), or alone: npx tsx scripts/bench-cad.ts (after npm run build)
// The CAD kernel's cost: its size on disk, the memory the CAD worker holds with it loaded, and the time to build one
// model (STEP + mesh) of each drawn shape on the worker: the first after start (kernel load included), then the
// median of five builds of each on a warm worker.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { modelSpec } from '../server/cad/model-spec.ts'
import type { ModelJob } from '../server/cad/cad-worker.ts'
import type { BuiltModel } from '../server/cad/kernel.ts'
import { builtWorker, ThreadClient } from '../server/workers/thread-client.ts'
import { STANDARDS_BY_ID } from '../shared/standards/index.ts'

const SHAPES: [label: string, standard: string, size: string, lengths: (number | null)[]][] = [
  ['hexagon bolt (DIN 933 M10)', 'din-933', 'M10', [20, 25, 30, 35, 40]],
  ['socket cap screw (DIN 912 M8)', 'din-912', 'M8', [16, 20, 25, 30, 35]],
  ['countersunk screw (DIN 7991 M8)', 'din-7991', 'M8', [16, 20, 25, 30, 35]],
  ['hexagon nut (DIN 934)', 'din-934', 'M8', [null]],
  ['plain washer (DIN 125)', 'din-125', 'M8', [null]],
]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

export async function benchCad(): Promise<string[]> {
  if (!existsSync('dist/server/cad-worker.js')) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  const require = createRequire(import.meta.url)
  const wasm = require.resolve('replicad-opencascadejs/wasm')
  const glue = path.join(path.dirname(wasm), 'replicad_single.js')
  const onDisk = statSync(wasm).size + statSync(glue).size
  // The built worker, as the production server runs it (this script runs from source, on any Node).
  const built = builtWorker(path.resolve('dist'), 'cad-worker')
  const client = new ThreadClient<ModelJob, BuiltModel>({
    built,
    source: pathToFileURL(built),
    fallback: () => Promise.reject(new Error('the CAD worker did not start')),
  })
  const rssBefore = process.memoryUsage().rss
  const rows: string[] = []
  let first: number
  let warmUp: number
  let rssLoaded: number
  const specOf = (id: string, size: string, length: number | null) =>
    modelSpec(STANDARDS_BY_ID.get(id)!, size, length)!
  const build = async (id: string, size: string, length: number | null) => {
    const started = performance.now()
    const model = await client.run({ spec: specOf(id, size, length), name: `${id} ${size}` })
    return { took: performance.now() - started, model }
  }
  try {
    // The first model loads the kernel; one of each shape then lets WebAssembly's optimising tier settle in, as it
    // has in a worker that has built a few models.
    first = (await build('din-125', 'M8', null)).took
    rssLoaded = process.memoryUsage().rss
    const warm = performance.now()
    for (const [, id, size, lengths] of SHAPES) await build(id, size, lengths[0]!)
    warmUp = performance.now() - warm
    for (const [label, id, size, lengths] of SHAPES) {
      const times: number[] = []
      let bytes = { step: 0, mesh: 0 }
      // Five builds of each (the nut and washer have one size: the same one again; the site never builds twice).
      for (let i = 0; i < 5; i++) {
        const { took, model } = await build(id, size, lengths[i % lengths.length]!)
        times.push(took)
        bytes = { step: model.step.byteLength, mesh: model.mesh.byteLength }
      }
      rows.push(
        `| ${label} | ${median(times).toFixed(0)} | ${(bytes.step / 1024).toFixed(0)} | ${(bytes.mesh / 1024).toFixed(0)} |`,
      )
    }
  } finally {
    await client.close()
  }
  // The worker's memory is given back as its isolate is torn down, a moment after terminate() resolves.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const rssAfter = process.memoryUsage().rss
  return [
    'CAD models on the CAD worker (OpenCascade via replicad-opencascadejs):',
    `kernel on disk: ${mb(onDisk)} MB (WebAssembly and its loader); process RSS ${mb(rssBefore)} MB before the worker, ` +
      `${mb(rssLoaded)} MB with the kernel loaded and one model built, ${mb(rssAfter)} MB after the worker stopped`,
    `first model after start (a washer, kernel load included): ${first.toFixed(0)} ms; ` +
      `the first of each other shape: ${warmUp.toFixed(0)} ms for all four`,
    '| model | build ms (median of 5, warm worker) | STEP KB | mesh KB |',
    '|---|---|---|---|',
    ...rows,
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log((await benchCad()).join('\n'))
}
