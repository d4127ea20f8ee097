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
  it('shares filters of known values under one canonical URL, whatever the order or repetition', () => {
    const canonical = { url: '/urunler?size=M10&material=a2&material=carbon-steel', shared: true }
    expect(key('/urunler?material=carbon-steel&size=M10&material=a2')).toEqual(canonical)
    expect(key('/urunler?material=a2,carbon-steel&material=a2&size=M10&utm_source=x')).toEqual(canonical)
    expect(key('/es/urunler?class=8.8&standard=din-933')).toEqual({
      url: '/es/urunler?standard=din-933&class=8.8',
      shared: true,
    })
  })

  it('reads a form’s from and to length fields as one range, shared when both ends are lengths we make', () => {
    const lengths = new Set(test.app.stores.products.data.flatMap((p) => p.sizes.map((row) => row.length)))
    expect(lengths.has(20) && lengths.has(60)).toBe(true)
    expect(key('/urunler?length=20&length=60')).toEqual({ url: '/urunler?length=20-60', shared: true })
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
