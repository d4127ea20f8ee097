import net from 'node:net'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { multipartBody } from '../helpers/multipart.ts'
import { sampleFiles } from '../helpers/sample-files.ts'
import { api, login, raw } from '../helpers/http.ts'
import { rssKb } from '../helpers/processes.ts'
import { serverForTests, startServer } from '../helpers/server.ts'

// A short request timeout so the stalled upload is cut off within the test's time.
const server = serverForTests({ REQUEST_TIMEOUT_MS: '3000' })
let token: string
let files: Awaited<ReturnType<typeof sampleFiles>>
beforeAll(async () => {
  token = await login(server.url)
  files = await sampleFiles()
})

const tmpDir = () => path.join(server.root, 'uploads', 'private', 'tmp')
async function tmpFiles(): Promise<string[]> {
  return readdir(tmpDir()).catch(() => [])
}
async function healthy() {
  const response = await fetch(`${server.url}/healthz`)
  expect(response.status).toBe(200)
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}
/** A PNG whose header claims width x height (the pixel data is a few bytes: a decompression bomb shape). */
function hugePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

async function upload(kind: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  const response = await fetch(`${server.url}/api/admin/upload/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  return { status: response.status, body: await response.text() }
}

describe('input', () => {
  it('refuses javascript: URLs in settings, products and sliders and stores nothing', async () => {
    const settings = (await api(server.url, token, 'GET', '/api/admin/settings')).body as Record<
      string,
      string
    >
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(
        (await api(server.url, token, 'POST', '/api/admin/settings', { ...settings, social_facebook: url }))
          .status,
      ).toBe(400)
      expect(
        (
          await api(server.url, token, 'POST', '/api/admin/products', {
            name_tr: 'JS ürün',
            main_image_url: url,
          })
        ).status,
      ).toBe(400)
      expect(
        (
          await api(server.url, token, 'POST', '/api/admin/products', {
            name_tr: 'JS ürün',
            images: [{ image_url: url }],
          })
        ).status,
      ).toBe(400)
      expect(
        (
          await api(server.url, token, 'POST', '/api/admin/sliders', {
            image_url: url,
            alt_text: 'JS slider',
          })
        ).status,
      ).toBe(400)
    }
    expect((await api(server.url, token, 'GET', '/api/admin/settings')).body).toEqual(settings)
    expect(JSON.stringify((await api(server.url, token, 'GET', '/api/admin/products')).body)).not.toContain(
      'JS ürün',
    )
    expect(JSON.stringify((await api(server.url, token, 'GET', '/api/admin/sliders')).body)).not.toContain(
      'JS slider',
    )
  })

  it('round-trips Turkish letters, emoji and U+2028 byte-exact through admin API, public API and pages', async () => {
    const name = 'Çelik Şaft İğne ĞÜÖıçş 🔩🇹🇷 a\u2028b\u2029c'
    const created = await api(server.url, token, 'POST', '/api/admin/products', {
      name_tr: name,
      name_en: `${name} EN`,
      name_es: `${name} ES`,
      description_tr: `Açıklama ${name}`,
    })
    expect(created.status).toBe(201)
    const product = created.body as { id: string; slug: string; name_tr: string }
    expect(product.name_tr).toBe(name)
    const admin = (await api(server.url, token, 'GET', '/api/admin/products')).body as {
      id: string
      name_en: string
    }[]
    expect(admin.find((p) => p.id === product.id)?.name_en).toBe(`${name} EN`)
    const publicList = (await api(server.url, null, 'GET', '/api/products')).body as {
      id: string
      name_tr: string
    }[]
    expect(publicList.find((p) => p.id === product.id)?.name_tr).toBe(name)
    for (const [prefix, expected] of [
      ['', name],
      ['/en', `${name} EN`],
      ['/es', `${name} ES`],
    ] as const) {
      for (const page of [
        `/urunler?q=${encodeURIComponent('Çelik Şaft')}`,
        `/urunler/${encodeURIComponent(product.slug)}`,
      ]) {
        const html = await (await fetch(`${server.url}${prefix}${page}`)).text()
        expect(html, `${prefix}${page}`).toContain(expected)
      }
    }
  })

  it('refuses wrong content types (415) and bodies over the limit (413)', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await fetch(`${server.url}/api/admin/products`, {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${token}` },
        body: 'name_tr=x',
      })
      expect(response.status, type).toBe(415)
    }
    const big = JSON.stringify({ name_tr: 'x'.repeat(1024 * 1024 + 10) })
    const response = await fetch(`${server.url}/api/admin/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: big,
    })
    expect(response.status).toBe(413)
    await healthy()
  })

  it('drops a client that sends its headers too slowly (slow-headers attack)', async () => {
    // Its own server: HEADERS_TIMEOUT_MS alone must cut it (the request timeout stays at 60 s).
    const slowHeaders = await startServer({ HEADERS_TIMEOUT_MS: '2000' })
    const { hostname, port } = new URL(slowHeaders.url)
    const started = Date.now()
    const socket = net.connect(Number(port), hostname)
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    // A drip written after the server cut the line is reset by the peer: expected here, not a failure.
    socket.on('error', () => {})
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n')
    // One more header line every 500 ms, never the blank line that ends them.
    const drip = setInterval(() => socket.write(`X-Drip-${Date.now()}: 1\r\n`), 500)
    await new Promise<void>((resolve) => socket.once('close', () => resolve()))
    clearInterval(drip)
    const heldMs = Date.now() - started
    // 2 s, checked every second.
    expect(heldMs).toBeGreaterThanOrEqual(1_500)
    expect(heldMs).toBeLessThan(6_000)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect((await fetch(`${slowHeaders.url}/healthz`)).status).toBe(200)
    await slowHeaders.stop()
  }, 20_000)

  it('survives malformed, truncated and stalled multipart without crashing or leaving temp files', async () => {
    const contact = {
      lang: 'tr',
      name: 'Test Kişi',
      email: 'test@musteri.com.tr',
      subject: 'Konu',
      message: 'Merhaba, bu bir test mesajıdır.',
    }
    // Malformed (a part that never ends) and without a boundary: the visitor's error, never the server's.
    for (const [url, type, body] of [
      [
        '/api/contact',
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--XYZ garbage without end',
      ],
      ['/api/quote', 'multipart/form-data', 'abc'],
    ] as const) {
      const answer = await raw(server.url, 'POST', url, { 'content-type': type }, body)
      expect(answer.status, url).toBeGreaterThanOrEqual(400)
      expect(answer.status, url).toBeLessThan(500)
    }

    // Truncated: the connection closes in the middle of a file.
    const { payload, headers } = await multipartBody(contact, [{ name: 'cizim.pdf', bytes: files.pdf }])
    await new Promise<void>((resolve) => {
      const { port } = new URL(server.url)
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
        )
        socket.write(payload.subarray(0, payload.length - 40))
        setTimeout(() => socket.destroy(), 200)
      })
      socket.on('close', () => resolve())
      socket.on('error', () => resolve())
    })

    // Stalled: headers and half a big file, then nothing; the request timeout (3 s) must cut it.
    const bigFile = Buffer.alloc(2 * 1024 * 1024, 0x20)
    bigFile.write('%PDF-1.4\n', 0, 'latin1')
    const slow = await multipartBody(contact, [{ name: 'yavas.pdf', bytes: bigFile }])
    const started = Date.now()
    const closedAfter = await new Promise<number>((resolve) => {
      const { port } = new URL(server.url)
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: ${slow.headers['content-type']}\r\nContent-Length: ${slow.payload.length}\r\n\r\n`,
        )
        socket.write(slow.payload.subarray(0, 1024 * 1024))
      })
      socket.on('data', () => {})
      socket.on('close', () => resolve(Date.now() - started))
      socket.on('error', () => {})
      setTimeout(() => {
        socket.destroy()
        resolve(-1)
      }, 15_000)
    })
    expect(closedAfter).toBeGreaterThan(0) // the server closed it, the test did not have to
    expect(closedAfter).toBeLessThan(12_000)
    await healthy()
    // Temp files of aborted uploads are removed.
    let left = await tmpFiles()
    for (let i = 0; i < 20 && left.length > 0; i++) {
      await new Promise((r) => setTimeout(r, 100))
      left = await tmpFiles()
    }
    expect(left).toEqual([])
    const submissions = (await api(server.url, token, 'GET', '/api/admin/submissions')).body as unknown[]
    expect(submissions).toEqual([])
  }, 30_000)
})

describe('uploads and files', () => {
  it('never accepts SVG or HTML as images', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    )
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>')
    for (const kind of ['product', 'slider', 'logo', 'favicon']) {
      for (const [name, bytes, type] of [
        ['x.svg', svg, 'image/svg+xml'],
        ['x.png', svg, 'image/png'],
        ['x.html', html, 'text/html'],
        ['x.jpg', html, 'image/jpeg'],
      ] as const) {
        const answer = await upload(kind, name, bytes, type)
        expect(answer.status, `${kind} ${name}`).toBe(400)
      }
    }
    // A real PNG still works (the refusals are about content, not a broken route).
    expect((await upload('product', 'ok.png', files.png, 'image/png')).status).toBe(200)
  })

  it('refuses a 20000x20000 PNG fast and without a memory spike', async () => {
    const pid = server.process.pid!
    const before = await rssKb(pid)
    const started = performance.now()
    const answer = await upload('product', 'bomb.png', hugePng(20_000, 20_000), 'image/png')
    const elapsed = performance.now() - started
    const after = await rssKb(pid)
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(elapsed).toBeLessThan(2000)
    expect(after - before).toBeLessThan(200 * 1024) // a decoded bomb would be 1.2 GB
    await healthy()
  })

  it('keeps private attachments private and downloads them as attachments', async () => {
    const { payload, headers } = await multipartBody(
      {
        lang: 'tr',
        name: 'Ek Gönderen',
        email: 'ek@musteri.com.tr',
        subject: 'Ek',
        message: 'Ekli çizim ektedir.',
      },
      [{ name: 'çizim.pdf', bytes: files.pdf, type: 'application/pdf' }],
    )
    const posted = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers,
      body: new Uint8Array(payload),
    })
    expect(posted.status).toBeLessThan(300)
    const [submission] = (await api(server.url, token, 'GET', '/api/admin/submissions')).body as {
      id: string
      attachments: { stored_name: string }[]
    }[]
    const stored = submission!.attachments[0]!.stored_name
    const rel = `private/submissions/${submission!.id}/${stored}`
    for (const p of [
      `/uploads/${rel}`,
      `/uploads/../${rel}`,
      `/uploads/%2e%2e/${rel}`,
      `/uploads/..%2f${rel}`,
      `/uploads/public/../${rel}`,
      `/uploads/public/%2e%2e/${rel}`,
      `/uploads/public/..%2f${rel}`,
      `/uploads/${rel.replaceAll('/', '%2f')}`,
    ]) {
      const answer = await raw(server.url, 'GET', p)
      expect(answer.status, p).toBeGreaterThanOrEqual(400)
      expect(answer.body, p).not.toContain('%PDF')
    }
    const download = await fetch(
      `${server.url}/api/admin/submissions/${submission!.id}/attachments/${stored}`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''%C3%A7izim.pdf")
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await download.arrayBuffer())).toEqual(files.pdf)
  })

  it('static serving refuses traversal, dotfiles, listings, data, sources and Vite dev paths', async () => {
    await mkdir(path.join(server.root, 'uploads', 'public', '.hidden'), { recursive: true })
    await writeFile(path.join(server.root, 'uploads', 'public', '.env'), 'SECRET_DOTFILE=1')
    await writeFile(path.join(server.root, 'uploads', 'public', '.hidden', 'x.txt'), 'SECRET_DOTFILE=2')
    const demoDirs = await readdir(path.join(server.root, 'uploads', 'public'))
    const paths = [
      '/uploads/../../etc/passwd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/%252e%252e/%252e%252e/etc/passwd',
      '/uploads/....//....//etc/passwd',
      '/uploads/..\\..\\etc\\passwd',
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/.env',
      '/uploads/%2eenv',
      '/uploads/.hidden/x.txt',
      '/uploads/',
      '/uploads',
      ...demoDirs.filter((d) => !d.startsWith('.')).map((d) => `/uploads/${d}/`),
      '/data/users.json',
      '/data/',
      '/server/app.ts',
      '/package.json',
      '/client/app.tsx',
      '/dist/server/server.js',
      '/.env',
      '/@vite/client',
      '/@fs/etc/passwd',
      '/node_modules/react/package.json',
      '/src/main.tsx',
      '/client/mount.tsx',
      '/assets/../../package.json',
    ]
    const signs = [
      'root:x:0:',
      'SECRET_DOTFILE',
      '$argon2',
      '"fastener-site"',
      'buildApp',
      'import ',
      '"name": "react"',
      'Index of',
      'createHotContext',
    ]
    for (const p of paths) {
      const answer = await raw(server.url, 'GET', p)
      expect(answer.status, p).toBeGreaterThanOrEqual(400)
      expect(answer.status, p).toBeLessThan(500)
      for (const sign of signs) expect(answer.body, `${p} shows ${sign}`).not.toContain(sign)
    }
  })
})
