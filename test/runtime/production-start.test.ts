import { realpath } from 'node:fs/promises'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { api, login } from '../helpers/http.ts'
import { multipart } from '../helpers/multipart.ts'
import { serverForTests } from '../helpers/server.ts'

/*
 * The built site started as `npm start` starts it (scripts/server-process.mjs: the same node flags
 * and environment) on the Node that runs this file. `npm test` runs it with the whole suite on the
 * Docker image's Node and again, as the smoke, on the oldest Node package.json accepts: pages in
 * every language, the JSON API, a datasheet drawn as PDF, a login (argon2, a native module), a
 * picture upload (sharp, another), and a clean stop.
 */

const PRODUCT = 'din-933-alti-kose-basli-civata'

const server = serverForTests()
let token: string
beforeAll(async () => {
  token = await login(server.url)
})

const get = (path: string) => fetch(server.url + path)

describe('the production server', () => {
  it('runs on the same Node binary as the tests', async () => {
    expect(await realpath(`/proc/${server.process.pid}/exe`)).toBe(await realpath(process.execPath))
  })

  it('answers the health check, pages in each language and the public API', async () => {
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' })
    for (const [path, lang] of [
      ['/', 'tr'],
      ['/en/urunler', 'en'],
      [`/es/urunler/${PRODUCT}`, 'es'],
    ] as const) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toMatch(new RegExp(`<html lang="${lang}"`))
    }
    const products = (await (await get('/api/products')).json()) as { slug: string }[]
    expect(products.map((product) => product.slug)).toContain(PRODUCT)
    expect((await get('/en/bu-sayfa-yok')).status).toBe(404)
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/urunler/${PRODUCT}</loc>`)
  })

  it('draws a datasheet PDF', async () => {
    const response = await get(`/en/urunler/${PRODUCT}/datasheet.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it('signs the admin in and re-encodes an uploaded picture as WebP', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f5d8a' } })
      .png()
      .toBuffer()
    const body = multipart({}, { filename: 'civata.png', contentType: 'image/png', data: png })
    const response = await fetch(`${server.url}/api/admin/upload/product`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      body: new Uint8Array(body.payload),
    })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    const picture = await get(url)
    expect(picture.status).toBe(200)
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('webp')
    expect((await api(server.url, token, 'GET', '/api/admin/products')).status).toBe(200)
  })

  it('stops on SIGTERM with exit code 0', async () => {
    await server.stop()
    expect(server.process.exitCode).toBe(0)
  })
})
