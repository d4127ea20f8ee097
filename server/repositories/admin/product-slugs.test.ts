import { describe, expect, it } from 'vitest'
import { ProductSlugs } from './product-slugs.ts'

describe('product slugs', () => {
  it('numbers a taken slug, remembers what it gave, and keeps a product its own slug', () => {
    const slugs = new ProductSlugs([{ slug: 'civata' }, { slug: 'civata-2' }, { slug: 'somun' }])
    expect(slugs.take('Cıvata')).toBe('civata-3')
    expect(slugs.take('CIVATA')).toBe('civata-4')
    expect(slugs.take('Pul')).toBe('pul')
    expect(slugs.take('Pul!')).toBe('pul-2')
    // A product renamed to a name of its own slug keeps it; renamed away, it frees its slug for the next one.
    expect(slugs.take('Somun', 'somun')).toBe('somun')
    expect(slugs.take('Kelebek Somun', 'somun')).toBe('kelebek-somun')
    expect(slugs.take('Somun')).toBe('somun')
    expect(slugs.take('???')).toBe('urun')
  })

  it('gives thousands of names of one root each their own number, in order', () => {
    const slugs = new ProductSlugs([])
    const taken = Array.from({ length: 20_000 }, () => slugs.take('Cıvata'))
    expect(new Set(taken).size).toBe(20_000)
    expect(taken.at(-1)).toBe('civata-20000')
  })
})
