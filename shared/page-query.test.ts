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

  it('refuses a path with a malformed percent-escape instead of throwing', () => {
    expect(canonicalPage('/urunler/%E0%A4%A')).toBeNull()
    expect(canonicalPage('/%')).toBeNull()
    expect(canonicalPage('/urunler?q=%E0%A4%A')?.page).toBe('products')
  })
})
