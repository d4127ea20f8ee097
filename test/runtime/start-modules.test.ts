import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../helpers/server.ts'

/*
 * What a start loads is what it costs (README, Measured: start): the built server, started on the demo data and
 * asked for its first pages, has not loaded the libraries only some requests need (PDF drawing and its fonts,
 * mail, file sniffing, image processing, the DXF writer's CAD paths, the PDF viewer), nor TypeBox as hundreds of
 * separate files (the build bundles it). Every module loaded through `import` is logged by a preloaded hook.
 */

const LAZY_PACKAGES = [
  'pdf-lib',
  '@pdf-lib/fontkit',
  'nodemailer',
  'file-type',
  'sharp',
  'pdfjs-dist',
  'replicad',
]

let server: RunningServer | undefined
let logDir: string | undefined
afterAll(async () => {
  await server?.stop()
  if (logDir) await rm(logDir, { recursive: true, force: true })
})

const packageOf = (url: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1]

it('answers its first pages without loading the libraries only some requests need', async () => {
  logDir = await mkdtemp(path.join(os.tmpdir(), 'site-start-modules-'))
  const log = path.join(logDir, 'modules.txt')
  server = await startServer({
    NODE_OPTIONS: `--import=${path.resolve('test/runtime/module-log/register.mjs')}`,
    MODULE_LOG: log,
  })
  for (const page of ['/', '/urunler', '/en/urunler/din-933-alti-kose-basli-civata', '/api/products'])
    expect((await fetch(server.url + page)).status, page).toBe(200)
  const urls = (await readFile(log, 'utf8')).split('\n').filter(Boolean)
  const packages = new Set(urls.map(packageOf).filter(Boolean))
  // The log works: the server's own framework is in it.
  expect(packages).toContain('fastify')
  expect(LAZY_PACKAGES.filter((name) => packages.has(name))).toEqual([])
  expect(packages).not.toContain('typebox')
})
