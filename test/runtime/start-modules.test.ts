import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../helpers/server.ts'

/*
 * What a start loads is what it costs (README, Measured: start): the built server, started on the demo data and
 * asked for its first pages, has not loaded the libraries only some requests need (PDF drawing and its fonts,
 * mail, file sniffing, image processing, the DXF writer's CAD paths, the PDF viewer, token signing, backups; for a
 * page alone not even the schema compiler), nor TypeBox as hundreds of separate files (the build bundles it), nor
 * Node's bundled undici (an ES import of `node:http` loads it: ~35 ms). Every module loaded through `import` is
 * logged by a preloaded hook, and Node's internal ones at exit.
 */

const LAZY_PACKAGES = [
  'pdf-lib',
  '@pdf-lib/fontkit',
  'nodemailer',
  'file-type',
  'sharp',
  'pdfjs-dist',
  'replicad',
  // Token signing and backups.
  'fast-jwt',
  'tar',
]

let server: RunningServer | undefined
let logDir: string | undefined
afterAll(async () => {
  await server?.stop()
  if (logDir) await rm(logDir, { recursive: true, force: true })
})

let starts = 0

const packageOf = (url: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1]

/** Starts the built server with `env`, asks it for `pages`, stops it and gives the lines of its module log. */
async function modulesLoaded(env: Record<string, string>, pages: string[]): Promise<string[]> {
  logDir ??= await mkdtemp(path.join(os.tmpdir(), 'site-start-modules-'))
  const log = path.join(logDir, `modules-${(starts += 1)}.txt`)
  server = await startServer({
    NODE_OPTIONS: `--import=${path.resolve('test/runtime/module-log/register.mjs')}`,
    MODULE_LOG: log,
    ...env,
  })
  for (const page of pages) expect((await fetch(server.url + page)).status, page).toBe(200)
  // The internal and CommonJS modules are written at exit.
  const stopping = server
  server = undefined
  await stopping.stop()
  return (await readFile(log, 'utf8')).split('\n').filter(Boolean)
}

/** The packages the process loaded through `import` (ES modules) or `require` (CommonJS files: `cjs:` lines). */
const packagesOf = (lines: string[]) =>
  new Set(
    lines
      .filter((line) => !line.startsWith('internal:'))
      .map(packageOf)
      .filter(Boolean),
  )

/** React DOM's server files the process loaded (CommonJS: the package requires the build NODE_ENV names). */
const reactDomServerFiles = (lines: string[]) =>
  lines.filter((line) => line.startsWith('cjs:') && /react-dom\/cjs\/react-dom-server/.test(line))

it('answers its first pages without loading the libraries only some requests need', async () => {
  const lines = await modulesLoaded({}, [
    '/',
    '/urunler',
    '/en/urunler/din-933-alti-kose-basli-civata',
    '/api/products',
  ])
  const packages = packagesOf(lines)
  // The log works: the server's own framework is in it.
  expect(packages).toContain('fastify')
  expect(LAZY_PACKAGES.filter((name) => packages.has(name))).toEqual([])
  expect(packages).not.toContain('typebox')
  const internal = lines.filter((line) => line.startsWith('internal:'))
  // The exit log works: the HTTP server's own modules are in it.
  expect(internal).toContain('internal:NativeModule _http_server')
  expect(internal.filter((line) => line.includes('undici'))).toEqual([])
  expect(reactDomServerFiles(lines).length).toBeGreaterThan(0)
  expect(reactDomServerFiles(lines).filter((line) => !line.endsWith('.production.js'))).toEqual([])
})

it("renders with React's production build when started without NODE_ENV (e.g. from a service file)", async () => {
  // Empty, as the server reads it: the test runner's own NODE_ENV is passed on, so an unset one cannot be shown here.
  const lines = await modulesLoaded({ NODE_ENV: '' }, ['/urunler'])
  const files = reactDomServerFiles(lines)
  expect(files.length).toBeGreaterThan(0)
  expect(files.filter((line) => !line.endsWith('.production.js'))).toEqual([])
  // A page validates nothing: the schema compiler waits for the first API request with a schema.
  const packages = packagesOf(lines)
  expect(packages).toContain('fastify')
  expect([...packages].filter((name) => name === 'ajv' || name === '@fastify/ajv-compiler')).toEqual([])
})
