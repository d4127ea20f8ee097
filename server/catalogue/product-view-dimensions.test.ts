import { describe, expect, it } from 'vitest'
import { weighedSizes } from '../../shared/catalogue/size-weights.ts'
import { STANDARDS_BY_ID } from '../../shared/standards/catalogue.ts'
import { rowFor } from '../../shared/standards/lookup.ts'
import type { SizeKey } from '../../shared/standards/types.ts'
import { demoProducts } from '../seed/content/products.ts'
import { vocabularies } from '../seed/content/vocabularies.ts'
import { productView } from './product-view.ts'

const bySlug = (slug: string) => {
  const found = demoProducts().find((product) => product.slug === slug)
  if (!found) throw new Error(slug)
  return found
}
const value = (id: string, size: SizeKey, letter: string) =>
  rowFor(STANDARDS_BY_ID.get(id)!, size)!.values[letter]

describe('product view: the dimensions of every size', () => {
  it('gives the main standard letters, pitch first, labelled in the page language', () => {
    const view = productView(bySlug('din-933-alti-kose-basli-civata'), undefined, vocabularies, 'es')
    expect(view.dimensions?.columns).toEqual([
      { symbol: 'P', label: 'Paso de rosca' },
      { symbol: 's', label: 'Entrecaras' },
      { symbol: 'k', label: 'Altura de la cabeza' },
    ])
    // Every size of the table has its cells.
    for (const [size] of view.sizes) expect(view.dimensions?.bySize[size]).toHaveLength(3)
  })

  it('puts DIN and ISO side by side where they differ (DIN 933 / ISO 4017: s of M10 is 17 / 16), once where they agree', () => {
    const view = productView(bySlug('din-933-alti-kose-basli-civata'), undefined, vocabularies, 'en')
    expect(view.dimensions?.standards).toEqual(['DIN 933', 'ISO 4017'])
    const m10 = view.dimensions!.bySize.M10!
    expect(m10[1]).toEqual([value('din-933', 'M10', 's'), value('iso-4017', 'M10', 's')])
    expect(m10[1]).toEqual([17, 16])
    expect(m10[0]).toBe(1.5)
    expect(m10[2]).toBe(value('din-933', 'M10', 'k'))
    // M8 agrees in both: one value.
    expect(view.dimensions!.bySize.M8).toEqual([1.25, 13, 5.3])
  })

  it('compares nuts and washers too, and names only the main standard without a listed equivalent', () => {
    const nuts = productView(bySlug('din-934-alti-kose-somun'), undefined, vocabularies, 'tr')
    expect(nuts.dimensions?.columns.map((column) => column.symbol)).toEqual(['P', 's', 'm'])
    expect(nuts.dimensions?.bySize.M10).toEqual([1.5, [17, 16], [8, 8.4]])
    const washers = productView(bySlug('din-125-duz-pul'), undefined, vocabularies, 'tr')
    expect(washers.dimensions?.columns.map((column) => column.symbol)).toEqual(['P', 'd1', 'd2', 'h'])
    expect(washers.dimensions?.bySize.M10).toEqual([1.5, 10.5, 20, 2])
    const flange = productView(
      bySlug('din-6921-flansli-alti-kose-basli-civata'),
      undefined,
      vocabularies,
      'tr',
    )
    expect(flange.dimensions?.standards).toEqual(['DIN 6921'])
    // A size whose values are pending shows dashes, never another standard's values.
    expect(flange.dimensions?.bySize.M8).toEqual([1.25, null, null, null])
  })

  it('has no dimension columns while the main standard table is pending', () => {
    expect(
      productView(bySlug('din-976-tam-dis-saplama'), undefined, vocabularies, 'tr').dimensions,
    ).toBeNull()
  })
})

describe('product view: computed weights', () => {
  it('marks each computed weight (fifth cell 1) and keeps typed ones unmarked', () => {
    const capScrews = bySlug('din-912-silindir-basli-imbus-vida')
    const view = productView(capScrews, undefined, vocabularies, 'tr')
    const weighed = weighedSizes(capScrews)
    expect(view.sizes.length).toBeGreaterThan(0)
    view.sizes.forEach((cells, index) => {
      expect(cells[3]).toBe(weighed[index]!.weight_per_1000)
      expect(cells[3]).toBeGreaterThan(0)
      expect(cells[4]).toBe(1)
    })
    const hexBolts = productView(bySlug('din-933-alti-kose-basli-civata'), undefined, vocabularies, 'tr')
    expect(hexBolts.sizes.every((cells) => cells.length === 4 && cells[3] !== null)).toBe(true)
  })
})
