import { gunzipSync } from 'node:zlib'
import DxfParser from 'dxf-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STANDARDS } from '../../shared/standards/index.ts'
import { createTestApp } from '../../test/helpers/app.ts'
import { DXF_LAYERS } from '../cad/drawing-dxf.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

/** The drawing a page links, read from its <img>. */
async function drawingSrc(url: string): Promise<string> {
  const html = (await test.app.inject({ url })).body
  const src = html.match(/<img class="standard-drawing__svg" src="([^"]+)"/)?.[1]
  if (!src) throw new Error(`${url} shows no drawing`)
  return src.replaceAll('&amp;', '&')
}

describe('standard drawings as files', () => {
  it('every standard page links its drawing, one URL in every language, kept for good at that URL', async () => {
    for (const standard of STANDARDS) {
      const src = await drawingSrc(`/standartlar/${standard.id}`)
      expect(await drawingSrc(`/es/standartlar/${standard.id}`)).toBe(src)
      const response = await test.app.inject({ url: src })
      expect(response.statusCode, standard.id).toBe(200)
      expect(response.headers['content-type']).toBe('image/svg+xml')
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.body).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+"[^>]*>.*<\/svg>$/s,
      )
      expect(response.body).not.toMatch(/<script|on\w+=/i)
    }
  })

  it('a product page links the drawing of its main standard', async () => {
    const product = test.app.stores.products.data.find(
      (p) => p.is_active && p.technical.standards[0] === 'din-912',
    )!
    expect(await drawingSrc(`/en/urunler/${product.slug}`)).toBe(await drawingSrc('/standartlar/din-912'))
  })

  it('without the current version it revalidates; an unknown standard is 404', async () => {
    const stale = await test.app.inject({ url: '/standartlar/din-933/drawing.svg?v=old' })
    expect(stale.statusCode).toBe(200)
    expect(stale.headers['cache-control']).toBe('no-cache')
    const unknown = await test.app.inject({ url: '/standartlar/din-99999/drawing.svg' })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('standard drawings as DXF', () => {
  /** The DXF a standard page links beside its drawing. */
  async function dxfHref(url: string): Promise<string> {
    const html = (await test.app.inject({ url })).body
    const href = html.match(/<a class="standard-drawing__dxf" href="([^"]+)" download="">/)?.[1]
    if (!href) throw new Error(`${url} links no DXF`)
    return href.replaceAll('&amp;', '&')
  }

  it('every standard page links its DXF, which downloads as a file CAD programs read, kept for good', async () => {
    for (const standard of STANDARDS) {
      const href = await dxfHref(`/standartlar/${standard.id}`)
      expect(href, standard.id).toMatch(
        new RegExp(`^/standartlar/${standard.id}/drawing\\.dxf\\?v=[\\w-]{10}$`),
      )
      expect(await dxfHref(`/en/standartlar/${standard.id}`)).toBe(href)
      const response = await test.app.inject({ url: href })
      expect(response.statusCode, standard.id).toBe(200)
      expect(response.headers['content-type']).toBe('image/vnd.dxf')
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${standard.designation.replace(' ', '-')}.dxf"`,
      )
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const parsed = new DxfParser().parseSync(response.body)!
      expect(Object.keys(parsed.tables.layer.layers)).toEqual(expect.arrayContaining([...DXF_LAYERS]))
      expect(parsed.header.$INSUNITS).toBe(4)
      expect(parsed.entities.every((entity) => DXF_LAYERS.includes(entity.layer))).toBe(true)
    }
  })

  it('the DIN 933 file: its letters, compressed for a browser that asks, revalidated without the version', async () => {
    const response = await test.app.inject({
      url: await dxfHref('/es/standartlar/din-933'),
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
    const text = gunzipSync(response.rawPayload).toString('utf8')
    const labels = new DxfParser()
      .parseSync(text)!
      .entities.filter((entity) => entity.type === 'TEXT')
      .map((entity) => (entity as unknown as { text: string }).text)
    expect(labels).toEqual(['s', 'k', 'l', 'd'])
    const stale = await test.app.inject({ url: '/standartlar/din-933/drawing.dxf?v=old' })
    expect(stale.statusCode).toBe(200)
    expect(stale.headers['cache-control']).toBe('no-cache')
    expect(stale.body).toBe(text)
  })

  it('an unknown standard is 404 with a plain message', async () => {
    const response = await test.app.inject({ url: '/standartlar/din-99999/drawing.dxf' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toBe('No such standard')
  })
})
