import { describe, expect, it } from 'vitest'
import { DEFAULT_GRADIENT, distinctSliders, gradientFor, portfolioColumns } from './home-data.ts'

describe('distinctSliders', () => {
  it('keeps the first slider of each image_url, in order', () => {
    const slider = (id: string, image_url: string) => ({
      id,
      image_url,
      alt_text: id,
      alt_text_en: '',
      alt_text_es: '',
    })
    expect(
      distinctSliders([slider('a', '/x.webp'), slider('b', '/y.webp'), slider('c', '/x.webp')]).map(
        (s) => s.id,
      ),
    ).toEqual(['a', 'b'])
    expect(distinctSliders([])).toEqual([])
  })
})

describe('portfolioColumns', () => {
  it('uses one column per card up to four, then 3 or 4 by the fuller last row', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(portfolioColumns)).toEqual([
      1, 1, 2, 3, 4, 3, 3, 4, 4, 3, 4,
    ])
  })
})

describe('gradientFor', () => {
  it('maps known Tailwind-style shades to a CSS gradient', () => {
    expect(gradientFor('from-slate-700 to-slate-900')).toBe('linear-gradient(135deg, #334155, #0f172a)')
    expect(gradientFor('bg-gradient-to-br from-blue-900 to-slate-900')).toBe(
      'linear-gradient(135deg, #1e3a8a, #0f172a)',
    )
    expect(gradientFor('from-zinc-600')).toBe('linear-gradient(135deg, #52525b, #52525b)')
  })

  it('falls back to the site gradient for unknown or unsafe text', () => {
    expect(gradientFor('')).toBe(DEFAULT_GRADIENT)
    expect(gradientFor('from-pink-450 to-lime-300')).toBe(DEFAULT_GRADIENT)
    expect(gradientFor('red; background: url(x)')).toBe(DEFAULT_GRADIENT)
  })
})
