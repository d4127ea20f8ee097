import { describe, expect, it } from 'vitest'
import { historyStep, type LinkClick, leavesScreen, sameValues } from './unsaved-changes.ts'

describe('a form compared with what was stored', () => {
  it('is unchanged when every value is back to the stored one, whatever the key order', () => {
    const stored = {
      name_tr: 'Cıvata',
      sizes: [{ size: 'M10', length: 40 }],
      technical: { head: 'hex', notes: '' },
    }
    const typedBack = {
      technical: { notes: '', head: 'hex' },
      sizes: [{ length: 40, size: 'M10' }],
      name_tr: 'Cıvata',
    }
    expect(sameValues(stored, typedBack)).toBe(true)
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true)
  })

  it('is changed by a field, a row, an order of rows, or a flag', () => {
    const stored = { name: 'Somun', rows: ['M6', 'M8'], active: true, image: null as string | null }
    expect(sameValues(stored, { ...stored, name: 'Somun ' })).toBe(false)
    expect(sameValues(stored, { ...stored, rows: ['M6', 'M8', 'M10'] })).toBe(false)
    expect(sameValues(stored, { ...stored, rows: ['M8', 'M6'] })).toBe(false)
    expect(sameValues(stored, { ...stored, active: false })).toBe(false)
    expect(sameValues(stored, { ...stored, image: '' })).toBe(false)
    expect(sameValues({ list: [] }, { list: {} })).toBe(false)
    expect(sameValues('1', 1)).toBe(false)
  })
})

describe('a click that leaves the screen', () => {
  const here = { origin: 'https://example.com', pathname: '/admin/products', search: '' }
  const click = (href: string, extra: Partial<LinkClick> = {}): LinkClick => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target: '',
    download: false,
    href,
    ...extra,
  })

  it('is a plain click on a link to another admin screen or query', () => {
    expect(leavesScreen(click('https://example.com/admin/settings'), here)).toBe(true)
    expect(leavesScreen(click('https://example.com/admin'), here)).toBe(true)
    expect(leavesScreen(click('https://example.com/admin/products?tab=categories'), here)).toBe(true)
    expect(leavesScreen(click('https://example.com/urunler', { target: '_self' }), here)).toBe(true)
  })

  it('is not a new tab, a download, another site, a part of the same page, or a click already handled', () => {
    expect(leavesScreen(click('https://example.com/', { target: '_blank' }), here)).toBe(false)
    expect(leavesScreen(click('https://example.com/admin/settings', { ctrlKey: true }), here)).toBe(false)
    expect(leavesScreen(click('https://example.com/admin/settings', { metaKey: true }), here)).toBe(false)
    expect(leavesScreen(click('https://example.com/admin/settings', { button: 1 }), here)).toBe(false)
    expect(leavesScreen(click('https://example.com/uploads/k.pdf', { download: true }), here)).toBe(false)
    expect(leavesScreen(click('mailto:satis@example.com'), here)).toBe(false)
    expect(leavesScreen(click('https://other.example/'), here)).toBe(false)
    expect(leavesScreen(click('https://example.com/admin/products#admin-main'), here)).toBe(false)
    expect(leavesScreen(click('https://example.com/admin/settings', { defaultPrevented: true }), here)).toBe(
      false,
    )
  })
})

describe('a back or forward step', () => {
  it('is measured by the router entry index it lands on', () => {
    expect(historyStep(3, { idx: 2, key: 'a' })).toBe(-1)
    expect(historyStep(3, { idx: 5 })).toBe(2)
    // Not the router's entry (a #part link), the same entry, or no known start: let it pass.
    expect(historyStep(3, null)).toBeNull()
    expect(historyStep(3, { idx: 3 })).toBeNull()
    expect(historyStep(null, { idx: 1 })).toBeNull()
  })
})
