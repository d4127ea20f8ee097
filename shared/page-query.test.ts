import { describe, expect, it } from 'vitest'
import { canonicalPage } from './page-query.ts'

describe('canonicalPage', () => {
  it('keeps only the parameters a page reads, in a fixed order', () => {
    expect(canonicalPage('/urunler?x=1&q=civata&utm_source=a&category=somun')?.url).toBe(
      '/urunler?category=somun&q=civata',
    )
    expect(canonicalPage('/en/urunler?page=2&page=3')?.url).toBe('/en/urunler?page=2')
    expect(canonicalPage('/teklif?product=m8&q=x')?.url).toBe('/teklif?product=m8')
  })

  it('drops every parameter of pages that read none, and empty values', () => {
    expect(canonicalPage('/hakkimizda?x=1')?.url).toBe('/hakkimizda')
    expect(canonicalPage('/admin/products?tab=2')?.url).toBe('/admin/products')
    expect(canonicalPage('/yok-boyle-sayfa?x=1')?.url).toBe('/yok-boyle-sayfa')
    expect(canonicalPage('/urunler?category=&q=')?.url).toBe('/urunler')
  })

  it('keeps repeated values as the filter reads them: once each, sorted, at most 30 of at most 40 characters', () => {
    expect(canonicalPage('/urunler?material=a4&material=a2,a4&material=')?.url).toBe(
      '/urunler?material=a2&material=a4',
    )
    const invented = Array.from({ length: 1000 }, (_, i) => `material=${'x'.repeat(200)}${i}`).join('&')
    expect(canonicalPage(`/urunler?${invented}`)?.url).toBe('/urunler')
    const many = Array.from({ length: 1000 }, (_, i) => `finish=f${String(i).padStart(4, '0')}`).join('&')
    const canonical = canonicalPage(`/urunler?${many}`)
    expect(canonical?.params.finish?.split(',')).toHaveLength(30)
    expect(canonical?.url.length).toBeLessThan(500)
  })

  it('refuses a path with a malformed percent-escape instead of throwing', () => {
    expect(canonicalPage('/urunler/%E0%A4%A')).toBeNull()
    expect(canonicalPage('/%')).toBeNull()
    expect(canonicalPage('/urunler?q=%E0%A4%A')?.page).toBe('products')
  })
})
