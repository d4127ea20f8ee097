import { Compile } from 'typebox/compile'
import { describe, expect, it } from 'vitest'
import { Catalogue, catalogueFile, shownCatalogue, upgradeCatalogue, withCatalogueFile } from './catalogue.ts'

const OLD = {
  file_url: '/uploads/katalog/katalog-1.pdf',
  file_name: 'Katalog.pdf',
  size: 10,
  updated_at: '2026-01-01T00:00:00.000Z',
}
const check = Compile(Catalogue)

describe('catalogue record', () => {
  it('upgrades a single-PDF record: the Turkish file kept, English and Spanish empty', () => {
    const upgraded = upgradeCatalogue(OLD) as Catalogue
    expect(check.Check(upgraded)).toBe(true)
    expect(catalogueFile(upgraded, 'tr')).toEqual(OLD)
    expect(catalogueFile(upgraded, 'en')).toEqual({ file_url: '', file_name: '', size: 0, updated_at: '' })
    // A current record is left as it is; anything else is left for the schema check to refuse.
    expect(upgradeCatalogue(upgraded)).toEqual(upgraded)
    expect(upgradeCatalogue([OLD])).toEqual([OLD])
    expect(check.Check(upgradeCatalogue({ ...OLD, size: -1 }))).toBe(false)
  })

  it("shows a page its own language's PDF, or the Turkish one", () => {
    const record = upgradeCatalogue(OLD) as Catalogue
    const english = {
      file_url: '/uploads/katalog/katalog-2.pdf',
      file_name: 'Catalogue.pdf',
      size: 5,
      updated_at: 'x',
    }
    const both = withCatalogueFile(record, 'en', english)
    expect(catalogueFile(both, 'tr')).toEqual(OLD)
    expect(shownCatalogue(both, 'en')).toEqual({ ...english, lang: 'en' })
    expect(shownCatalogue(both, 'es')).toEqual({ ...OLD, lang: 'tr' })
    expect(shownCatalogue(both, 'tr')).toEqual({ ...OLD, lang: 'tr' })
    // Only the named fields change.
    expect(withCatalogueFile(both, 'en', { size: 7 })).toEqual({ ...both, size_en: 7 })
  })
})
