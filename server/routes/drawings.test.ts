import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STANDARDS } from '../../shared/standards/index.ts'
import { createTestApp } from '../../test/helpers/app.ts'

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
