import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../helpers/server.ts'

/**
 * docs/nginx.conf, run for real with Debian's nginx in front of the production server: only the
 * TLS and host specifics are swapped for a local port (CI installs nginx-light; a missing nginx
 * fails this test rather than skipping it).
 */
const NGINX = '/usr/sbin/nginx'
const SAMPLE = readFileSync('docs/nginx.conf', 'utf8')

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** The sample as a local config: plain HTTP on `port`, this checkout's paths, the app's port. */
function localConfig(sample: string, opts: { port: number; app: string; uploads: string; prefix: string }) {
  const servers = sample.split(/\n(?=server \{)/)
  const main = servers.find((block) => block.includes('listen 443'))!
  const site = main
    .replace(/^\s*listen 443.*$/m, `    listen 127.0.0.1:${opts.port};`)
    .replace(/^\s*listen \[::\]:443.*$/m, '')
    .replace(/^\s*ssl_certificate.*$/gm, '')
    .replaceAll('/srv/fastener/dist/', `${path.resolve('dist')}/`)
    .replaceAll('/srv/fastener/uploads/', `${opts.uploads}/`)
  const head = servers[0]!
    .replace('server 127.0.0.1:3000;', `server ${opts.app};`)
    .replace('/var/cache/nginx/fastener', path.join(opts.prefix, 'cache'))
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${opts.prefix}/nginx.pid;
error_log ${opts.prefix}/error.log;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${opts.prefix}/body; proxy_temp_path ${opts.prefix}/proxy;
  fastcgi_temp_path ${opts.prefix}/fcgi; uwsgi_temp_path ${opts.prefix}/uwsgi; scgi_temp_path ${opts.prefix}/scgi;
${head}
${site}
}
`
}

let app: RunningServer
let nginx: ChildProcess
let prefix: string
let base: string

beforeAll(async () => {
  expect(existsSync(NGINX), 'nginx is not installed (apt-get install nginx-light)').toBe(true)
  app = await startServer()
  prefix = await mkdtemp(path.join(os.tmpdir(), 'nginx-sample-'))
  await mkdir(path.join(prefix, 'cache'))
  const port = await freePort()
  const config = localConfig(SAMPLE, {
    port,
    app: new URL(app.url).host,
    uploads: path.join(app.root, 'uploads'),
    prefix,
  })
  await writeFile(path.join(prefix, 'nginx.conf'), config)
  const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    encoding: 'utf8',
  })
  expect(check.status, check.stderr).toBe(0)
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  })
  base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('nginx did not start')
}, 60_000)

afterAll(async () => {
  nginx?.kill('SIGTERM')
  await app?.stop()
  if (prefix) await rm(prefix, { recursive: true, force: true })
})

describe('the sample nginx config (docs/nginx.conf)', () => {
  it('passes pages through to the app, which keeps answering them from its own cache', async () => {
    const page = await fetch(`${base}/urunler`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('<div id="root">')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    // Pages (`s-maxage`, for a purgeable edge) are never stored by nginx (an admin edit shows at once)...
    expect((await fetch(`${base}/urunler`)).headers.get('x-cache-status')).not.toBe('HIT')
    // ...while an answer with a lifetime is served from nginx's cache the second time.
    await fetch(`${base}/robots.txt`)
    expect((await fetch(`${base}/robots.txt`)).headers.get('x-cache-status')).toBe('HIT')
  })

  it('serves hashed assets from disk, precompressed, immutable for a year', async () => {
    const files = await readdir('dist/client/assets')
    const script = files.find((file) => file.endsWith('.js') && files.includes(`${file}.gz`))!
    const answer = await fetch(`${base}/assets/${script}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.get('x-cache-status')).toBeNull() // nginx's own file, not proxied
    expect(answer.headers.get('content-encoding')).toBe('gzip') // the .gz written at build time
    const raw = Buffer.from(await answer.arrayBuffer())
    const expected = readFileSync(path.join('dist/client/assets', script))
    // fetch decodes gzip itself; either way the bytes must be the built file.
    expect(raw.equals(expected) || gunzipSync(raw).equals(expected)).toBe(true)
  })

  it('serves public uploads from disk and never the private folder', async () => {
    const products = (await (await fetch(`${base}/api/products`)).json()) as { main_image_url: string }[]
    const image = await fetch(`${base}${products[0]!.main_image_url}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    for (const p of [
      '/uploads/../private/',
      '/uploads/%2e%2e/private/submissions',
      '/uploads/../data/users.json',
    ]) {
      expect((await fetch(`${base}${p}`)).status, p).toBeGreaterThanOrEqual(400)
    }
  })

  it('never stores the admin panel or its API, and the API still refuses strangers', async () => {
    const admin = await fetch(`${base}/admin`)
    expect(admin.status).toBe(200)
    expect(admin.headers.get('cache-control')).toBe('private, no-store')
    const api = await fetch(`${base}/api/admin/products`)
    expect(api.status).toBe(401)
    expect(api.headers.get('x-cache-status')).toBeNull()
  })
})
