import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/helpers/app.ts'
import { pageCacheKey } from './page-key.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

const key = (url: string) => pageCacheKey(test.app.stores, url)

describe('pageCacheKey for filtered /urunler', () => {
  it('shares the filter panel’s own links (one known value) under one canonical URL', () => {
    expect(key('/urunler?material=a2&utm_source=x')).toEqual({ url: '/urunler?material=a2', shared: true })
    expect(key('/es/urunler?class=8.8&class=8.8')).toEqual({ url: '/es/urunler?class=8.8', shared: true })
    const category = test.app.stores.categories.data[0]!.slug
    expect(key(`/en/urunler?category=${category}`)).toEqual({
      url: `/en/urunler?category=${category}`,
      shared: true,
    })
  })

  it('keeps combinations of known values out of the shared cache, whatever the order or repetition', () => {
    const canonical = { url: '/urunler?size=M10&material=a2&material=carbon-steel', shared: false }
    expect(key('/urunler?material=carbon-steel&size=M10&material=a2')).toEqual(canonical)
    expect(key('/urunler?material=a2,carbon-steel&material=a2&size=M10&utm_source=x')).toEqual(canonical)
    expect(key('/es/urunler?class=8.8&standard=din-933')).toEqual({
      url: '/es/urunler?standard=din-933&class=8.8',
      shared: false,
    })
  })

  it('shares a product page and the quote page for a product, never their picked sizes or choices', () => {
    const slug = test.app.stores.products.data.find((p) => p.is_active)!.slug
    expect(key(`/urunler/${slug}`)).toEqual({ url: `/urunler/${slug}`, shared: true })
    expect(key(`/urunler/${slug}?size=M8`)?.shared).toBe(false)
    expect(key(`/urunler/${slug}?material=a2`)?.shared).toBe(false)
    expect(key(`/teklif?product=${slug}`)).toEqual({ url: `/teklif?product=${slug}`, shared: true })
    expect(key(`/teklif?product=${slug}&size=M8&length=30`)?.shared).toBe(false)
    expect(key('/teklif?product=yok')?.shared).toBe(false)
    expect(key('/urunler/yok')?.shared).toBe(false)
  })

  it('reads a form’s from and to length fields as one range, shared when both ends are lengths we make', () => {
    const lengths = new Set(test.app.stores.products.data.flatMap((p) => p.sizes.map((row) => row.length)))
    expect(lengths.has(20) && lengths.has(60)).toBe(true)
    expect(key('/urunler?length=20&length=60')).toEqual({ url: '/urunler?length=20-60', shared: true })
    expect(key('/urunler?length=20&length=60&material=a2')?.shared).toBe(false)
    expect(key('/urunler?length=20-60')).toEqual({ url: '/urunler?length=20-60', shared: true })
    expect(key('/urunler?length=&length=60')).toEqual({ url: '/urunler?length=-60', shared: true })
    expect(key('/urunler?length=&length=')).toEqual({ url: '/urunler', shared: true })
    const invented = [...Array(1000).keys()].find((n) => n > 0 && !lengths.has(n))!
    expect(key(`/urunler?length=${invented}-60`)?.shared).toBe(false)
    expect(key('/urunler?length=abc')?.shared).toBe(false)
  })

  it('sends invented values and searches through the render gate (not shared)', () => {
    expect(key('/urunler?material=unobtainium')).toEqual({
      url: '/urunler?material=unobtainium',
      shared: false,
    })
    expect(key('/urunler?size=M99')?.shared).toBe(false)
    expect(key('/urunler?material=a2&q=civata')?.shared).toBe(false)
    expect(key('/urunler?category=yok&material=a2')?.shared).toBe(false)
  })
})
