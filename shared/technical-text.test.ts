import { describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import { Product } from './schemas/product.ts'
import { noFreeLines } from './spec-lists.ts'
import {
  emptyTechnical,
  emptyVocabularies,
  SizeRow,
  type Technical,
  type Vocabularies,
} from './schemas/technical.ts'
import {
  deriveApplications,
  deriveSpecLines,
  lengthRangeLine,
  sizeRangeLines,
  sortSizeRows,
  standardsLine,
  termLabel,
} from './technical-text.ts'

const term = (id: string, label_tr: string, label_en: string, label_es: string) => ({
  id,
  label_tr,
  label_en,
  label_es,
})

/** A few terms as the seed labels them (shared code does not read the server's seed). */
const vocabularies: Vocabularies = {
  ...emptyVocabularies(),
  classes: [
    term('8.8', '8.8', '8.8', '8.8'),
    term('10.9', '10.9', '10.9', '10.9'),
    term('a2-70', 'A2-70', 'A2-70', 'A2-70'),
  ],
  finishes: [
    term('zinc-white', 'Çinko (beyaz)', 'Zinc plated (clear)', 'Cincado blanco'),
    term('black-oxide', 'Siyah oksit', 'Black oxide', 'Pavonado'),
  ],
  sectors: [
    term('machinery', 'Makine İmalatı', 'Machine Building', 'Construcción de maquinaria'),
    term('rail', 'Raylı Sistemler', 'Rail Systems', 'Sistemas ferroviarios'),
  ],
}

const row = (size: string, length: number | null) => ({
  size,
  length,
  stock: 'stock' as const,
  weight_per_1000: null,
})

const technical: Technical = {
  ...emptyTechnical(),
  standards: ['din-933', 'iso-4017'],
  classes: ['8.8', '10.9', 'a2-70'],
  finishes: ['zinc-white', 'black-oxide'],
  sectors: ['machinery', 'rail'],
}

describe('derived spec lines', () => {
  it('writes the standards, the size and length ranges and the terms as a buyer reads them', () => {
    expect(standardsLine(['din-933', 'iso-4017'])).toBe('DIN 933 / ISO 4017')
    expect(sizeRangeLines([row('M12', 120), row('M4', 8), row('M8', 40)])).toEqual(['M4 – M12'])
    expect(sizeRangeLines([row('M10', null)])).toEqual(['M10'])
    expect(sizeRangeLines([row('d2.4', 6), row('d6.4', 20), row('M6', null)])).toEqual(['M6', 'Ø2.4 – Ø6.4'])
    expect(lengthRangeLine([row('M4', 8), row('M12', 120), row('M8', null)], 'tr')).toBe('L 8 – 120 mm')
    expect(lengthRangeLine([row('ST4.2', 6.5), row('ST4.2', 50)], 'tr')).toBe('L 6,5 – 50 mm')
    expect(lengthRangeLine([row('ST4.2', 6.5), row('ST4.2', 50)], 'en')).toBe('L 6.5 – 50 mm')
    expect(lengthRangeLine([row('M8', null)], 'en')).toBeNull()
  })

  it('reads well in each language', () => {
    const product = { technical, sizes: [row('M4', 8), row('M12', 120)] }
    expect(deriveSpecLines(product, vocabularies, 'tr')).toEqual([
      'DIN 933 / ISO 4017',
      'M4 – M12',
      'L 8 – 120 mm',
      '8.8 · 10.9 · A2-70',
      'Çinko (beyaz) · Siyah oksit',
    ])
    expect(deriveSpecLines(product, vocabularies, 'es')).toContain('Cincado blanco · Pavonado')
    expect(deriveApplications(product, vocabularies, 'en')).toEqual(['Machine Building', 'Rail Systems'])
    expect(deriveSpecLines({ technical: emptyTechnical(), sizes: [] }, vocabularies, 'tr')).toEqual([])
  })

  it('falls back to Turkish for a blank translation, and to the id for an unknown term', () => {
    const edited = {
      ...vocabularies,
      finishes: vocabularies.finishes.map((t) => (t.id === 'zinc-white' ? { ...t, label_en: ' ' } : t)),
    }
    expect(termLabel(edited, 'finishes', 'zinc-white', 'en')).toBe('Çinko (beyaz)')
    expect(termLabel(vocabularies, 'finishes', 'gold', 'en')).toBe('gold')
  })

  it("gives one spec line per note line, in the reader's language", () => {
    const product = {
      technical: {
        ...emptyTechnical(),
        notes_tr: 'Birinci\n\n İkinci ',
        notes_en: 'First\nSecond',
        notes_es: '',
      },
      sizes: [],
    }
    expect(deriveSpecLines(product, vocabularies, 'tr')).toEqual(['Birinci', 'İkinci'])
    expect(deriveSpecLines(product, vocabularies, 'en')).toEqual(['First', 'Second'])
    expect(deriveSpecLines(product, vocabularies, 'es')).toEqual(['Birinci', 'İkinci'])
  })
})

describe('size rows', () => {
  it('sort by size in SIZE_KEYS order, then length, rows without a length first', () => {
    const sorted = sortSizeRows([
      row('M10', 40),
      row('M2.5', 5),
      row('M10', null),
      row('ST2.9', 9.5),
      row('M10', 20),
    ])
    expect(sorted.map((r) => `${r.size}/${r.length}`)).toEqual([
      'M2.5/5',
      'M10/null',
      'M10/20',
      'M10/40',
      'ST2.9/9.5',
    ])
  })

  it('validate only size keys of shared/standards and lengths of 1-500 mm', () => {
    expect(Value.Check(SizeRow, row('M10', 40))).toBe(true)
    expect(Value.Check(SizeRow, row('d4.8', null))).toBe(true)
    for (const bad of [row('M16', 40), row('M1O', 40), row('m10', 40), row('M10', 0), row('M10', 501)])
      expect(Value.Check(SizeRow, bad), JSON.stringify(bad)).toBe(false)
  })

  it('a stored product needs technical data and a size table', () => {
    const product = {
      id: 'p-1',
      slug: 'x',
      name_tr: 'X',
      name_en: '',
      name_es: '',
      description_tr: '',
      description_en: '',
      description_es: '',
      main_image_url: '',
      images: [],
      specs: [],
      specs_en: [],
      specs_es: [],
      applications: [],
      applications_en: [],
      applications_es: [],
      ...noFreeLines(),
      categoryId: null,
      is_active: true,
      created_at: '',
      updated_at: '',
    }
    expect(Value.Check(Product, product)).toBe(false)
    expect(Value.Check(Product, { ...product, technical: emptyTechnical(), sizes: [] })).toBe(true)
  })
})
