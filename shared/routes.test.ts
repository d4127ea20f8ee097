import { describe, expect, it } from 'vitest'
import { localizePath, matchPage, pagePath, splitLang } from './routes.ts'

describe('language in the URL', () => {
  it('splits the language prefix off', () => {
    expect(splitLang('/')).toEqual({ lang: 'tr', path: '/' })
    expect(splitLang('/urunler')).toEqual({ lang: 'tr', path: '/urunler' })
    expect(splitLang('/en')).toEqual({ lang: 'en', path: '/' })
    expect(splitLang('/es/iletisim')).toEqual({ lang: 'es', path: '/iletisim' })
    expect(splitLang('/english')).toEqual({ lang: 'tr', path: '/english' })
    expect(splitLang('/de/urunler')).toEqual({ lang: 'tr', path: '/de/urunler' })
  })
  it('localizes a path', () => {
    expect(localizePath('tr', '/urunler')).toBe('/urunler')
    expect(localizePath('en', '/')).toBe('/en')
    expect(localizePath('es', '/teklif')).toBe('/es/teklif')
  })
})

describe('matchPage', () => {
  it('matches every spec route', () => {
    for (const [path, page] of [
      ['/', 'home'],
      ['/hakkimizda', 'about'],
      ['/cozumlerimiz', 'solutions'],
      ['/urunler', 'products'],
      ['/katalog', 'catalogue'],
      ['/iletisim', 'contact'],
      ['/teklif', 'quote'],
    ] as const) {
      expect(matchPage(path)?.page).toBe(page)
    }
  })
  it('reads params and refuses unknown paths', () => {
    expect(matchPage('/urunler/din-933-civata')).toEqual({
      page: 'product',
      params: { slug: 'din-933-civata' },
    })
    expect(matchPage('/urunler/a/b')).toBeNull()
    expect(matchPage('/yok')).toBeNull()
    expect(matchPage('/URUNLER')).toBeNull()
  })
  it('builds paths with encoded params', () => {
    expect(pagePath('product', { slug: 'a b' })).toBe('/urunler/a%20b')
  })
})
