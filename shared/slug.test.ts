import { describe, expect, it } from 'vitest'
import { slugify, uniqueSlug } from './slug.ts'

describe('slugify', () => {
  it('transliterates every Turkish letter and lowercases', () => {
    expect(slugify('Çelik Ğ Işık İğne Öz Şaft Ünite')).toBe('celik-g-isik-igne-oz-saft-unite')
    expect(slugify('ÇĞIİÖŞÜ çğıiöşü')).toBe('cgiiosu-cgiiosu')
  })
  it('turns other characters into single hyphens and trims the edges', () => {
    expect(slugify('  DIN 933 / ISO-4017 — Altı Köşe!! ')).toBe('din-933-iso-4017-alti-kose')
    expect(slugify('---a___b---')).toBe('a-b')
    expect(slugify('!!!')).toBe('')
  })
  it('strips other accents', () => {
    expect(slugify('Tornillo cabeza hexagonal señal')).toBe('tornillo-cabeza-hexagonal-senal')
  })
  it('finds the next free slug', () => {
    expect(uniqueSlug('civata', new Set())).toBe('civata')
    expect(uniqueSlug('civata', new Set(['civata', 'civata-2']))).toBe('civata-3')
    expect(uniqueSlug('', new Set())).toBe('item')
  })
})
