import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import enCommon from '../../shared/i18n/locales/en/common.json'
import trCommon from '../../shared/i18n/locales/tr/common.json'
import { emptyTechnical, type Vocabularies } from '../../shared/schemas/technical.ts'
import { TEXT_SETTING_KEYS } from '../../shared/settings-text.ts'
import { company } from '../seed/content/company.ts'
import { seedData } from '../seed/index.ts'
import {
  closeStores,
  openStores,
  readStoredProducts,
  type Stores,
  writeStoredProducts,
} from './collections.ts'
import { StoreFileError } from './durable-json-file.ts'
import { ContentVersion } from './json-store.ts'

/** The translated fields; a file written before them has none. */
const NEW_SETTING_KEYS = new Set<string>([
  'footer_description',
  ...TEXT_SETTING_KEYS.flatMap((key) => [`${key}_en`, `${key}_es`]),
])
const NEW_LIST_KEYS = ['specs_en', 'specs_es', 'applications_en', 'applications_es']
/** The technical data's fields. */
const TECHNICAL_KEYS = ['technical', 'sizes']

/** Spec lines and applications as products stored them before the technical data (free text, Turkish). */
const OLD_TEXT: Record<string, { specs: string[]; applications: string[] }> = {
  'p-din-933-hex-bolt': {
    specs: [
      'ISO 4017',
      'M4 – M12',
      'L 8 – 120 mm',
      'Kalite / Grade 8.8 – 10.9 · A2-70',
      'Zn / Black / A2',
      '6g',
    ],
    applications: ['Makine İmalatı', 'Çelik Konstrüksiyon', 'Otomotiv', 'Tarım Makineleri'],
  },
  'p-chipboard-screw': {
    specs: ['Ø 3.0 – 6.0 mm', 'L 12 – 120 mm', 'PZ / TX', 'C1022', 'Zn / Yellow Zn'],
    applications: ['Mobilya', 'Ahşap Yapı', 'İnşaat', 'Ambalaj'],
  },
}

/** The data folder as the release before the translated fields wrote it (from today's seed). */
function oldShapeFiles(): Record<string, unknown> {
  const seed = seedData()
  const settings = Object.fromEntries(
    Object.entries(seed.settings).filter(([key]) => !NEW_SETTING_KEYS.has(key)),
  )
  const sliders = seed.sliders.map(({ alt_text_en: _en, alt_text_es: _es, ...slider }) => slider)
  const products = seed.products.map((product) => ({
    ...Object.fromEntries(
      Object.entries(product).filter(
        ([key]) => ![...NEW_LIST_KEYS, ...TECHNICAL_KEYS].includes(key) && !key.includes('_extra'),
      ),
    ),
    ...OLD_TEXT[product.id],
  }))
  const contact = {
    address_tr: company.address.tr,
    address_en: company.address.en,
    address_es: company.address.es,
    phone_tr: company.phone,
    phone_en: company.phone,
    phone_es: company.phone,
    email_tr: company.email,
    email_en: company.email,
    email_es: company.email,
    ...seed.contact,
  }
  const { file_url, file_name, size, updated_at } = seed.catalogue
  return {
    'settings.json': settings,
    'sliders.json': sliders,
    'products.json': products,
    'contact.json': contact,
    'catalogue.json': { file_url, file_name, size, updated_at },
  }
}

let dir: string
let opened: Stores[] = []
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'upgrade-'))
})
afterEach(async () => {
  await Promise.all(opened.map(closeStores))
  opened = []
  await rm(dir, { recursive: true, force: true })
})

async function open() {
  const result = await openStores(dir, seedData, new ContentVersion())
  opened.push(result.stores)
  return result
}
const readJson = async (name: string) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))

async function writeFiles(files: Record<string, unknown>): Promise<void> {
  for (const [name, data] of Object.entries(files))
    await writeFile(path.join(dir, name), JSON.stringify(data, null, 2))
}

describe('upgrading a data folder of the previous release', () => {
  it('keeps every value, adds the new fields, moves the contact facts and writes the files once', async () => {
    const old = oldShapeFiles()
    await writeFiles(old)
    const { stores, upgraded, created } = await open()
    expect([...upgraded].sort()).toEqual(['catalogue', 'contact', 'products', 'settings', 'sliders'])
    expect(created.has('settings')).toBe(false)

    const settings = await readJson('settings.json')
    expect(settings).toEqual(stores.settings.data)
    for (const [key, value] of Object.entries(old['settings.json'] as object))
      expect(settings[key], key).toEqual(value)
    expect(settings.site_title_en).toBe('')
    expect(settings.iso_quality_text_es).toBe('')
    // What the footer showed before it became a setting.
    expect(settings.footer_description).toBe(trCommon['footer.description'])
    expect(settings.footer_description_en).toBe(enCommon['footer.description'])
    // The contact record's translated address now lives in the settings.
    expect(settings.company_address_en).toBe(company.address.en)
    expect(settings.company_address_es).toBe(company.address.es)

    const contact = await readJson('contact.json')
    expect(contact).toEqual(seedData().contact)
    expect(Object.keys(contact).some((key) => /^(address|phone|email)_/.test(key))).toBe(false)

    const sliders = await readJson('sliders.json')
    expect(sliders[0]).toEqual({ ...(old['sliders.json'] as object[])[0], alt_text_en: '', alt_text_es: '' })
    // Imported into the product log, and the old file removed.
    const products = await readStoredProducts(dir)
    expect(products).toEqual(stores.products.data)
    const [first] = products
    if (!first) throw new Error('no product stored')
    await expect(stat(path.join(dir, 'products.json'))).rejects.toThrow(/ENOENT/)
    expect(products).toHaveLength((old['products.json'] as object[]).length)
    // What the old text says safely: the standards (name and lines), the classes, the sectors; the rest are notes.
    const {
      specs: _specs,
      applications: _applications,
      ...kept
    } = (old['products.json'] as Record<string, unknown>[])[0]!
    expect(first).toMatchObject(kept)
    expect(first.technical).toEqual({
      // Every other field of the registry empty.
      ...emptyTechnical(),
      standards: ['din-933', 'iso-4017'],
      materials: [],
      classes: ['8.8', '10.9', 'a2-70'],
      finishes: [],
      head: null,
      drive: null,
      sectors: ['machinery', 'steel-construction', 'automotive', 'agricultural-machinery'],
      notes_tr: 'M4 – M12\nL 8 – 120 mm\nZn / Black / A2\n6g',
      notes_en: '',
      notes_es: '',
    })
    expect(first.sizes).toEqual([])
    expect(first.specs).toEqual([
      'DIN 933 / ISO 4017',
      '8.8 · 10.9 · A2-70',
      'M4 – M12',
      'L 8 – 120 mm',
      'Zn / Black / A2',
      '6g',
    ])
    expect(first.applications_en).toEqual([
      'Machine Building',
      'Steel Construction',
      'Automotive',
      'Agricultural Machinery',
    ])
    // An application that is no sector's label stays readable as a note.
    const chipboard = products.find((p) => p.id === 'p-chipboard-screw')!
    expect(chipboard.technical.sectors).toEqual(['furniture', 'construction', 'packaging'])
    expect(chipboard.technical.notes_tr.split('\n')).toContain('Ahşap Yapı')
    expect(chipboard.technical.standards).toEqual([])
    // The vocabularies file is new: created from the seed.
    expect(created.has('vocabularies')).toBe(true)
    expect(await readJson('vocabularies.json')).toEqual(seedData().vocabularies)
    expect((await readJson('catalogue.json')).file_url).toBe(
      (old['catalogue.json'] as { file_url: string }).file_url,
    )
  })

  it('changes nothing on the second start', async () => {
    await writeFiles(oldShapeFiles())
    await open()
    const names = [
      'settings.json',
      'sliders.json',
      'products.jsonl',
      'vocabularies.json',
      'contact.json',
      'catalogue.json',
    ]
    const before = await Promise.all(
      names.map(async (name) => ({
        text: await readFile(path.join(dir, name), 'utf8'),
        mtime: (await stat(path.join(dir, name))).mtimeMs,
      })),
    )
    const { upgraded } = await open()
    expect([...upgraded]).toEqual([])
    const after = await Promise.all(
      names.map(async (name) => ({
        text: await readFile(path.join(dir, name), 'utf8'),
        mtime: (await stat(path.join(dir, name))).mtimeMs,
      })),
    )
    expect(after).toEqual(before)
  })

  it('does not overwrite an address translation the settings already hold', async () => {
    const old = oldShapeFiles()
    old['settings.json'] = { ...(old['settings.json'] as object), company_address_en: 'Own English address' }
    await writeFiles(old)
    const { stores } = await open()
    expect(stores.settings.data.company_address_en).toBe('Own English address')
    expect(stores.settings.data.company_address_es).toBe(company.address.es)
  })

  it('still refuses an old file that is broken in another way, and leaves it untouched', async () => {
    const old = oldShapeFiles()
    const products = old['products.json'] as Record<string, unknown>[]
    delete products[1]!.name_tr
    await writeFiles(old)
    const text = await readFile(path.join(dir, 'products.json'), 'utf8')
    await expect(open()).rejects.toThrow(StoreFileError)
    await expect(open()).rejects.toThrow(/products\.json does not match its schema/)
    expect(await readFile(path.join(dir, 'products.json'), 'utf8')).toBe(text)
  })

  it('refuses a contact record of another shape instead of dropping its fields silently', async () => {
    const old = oldShapeFiles()
    old['contact.json'] = { ...(old['contact.json'] as object), fax: '+90 212 555 01 24' }
    await writeFiles(old)
    await expect(open()).rejects.toThrow(/contact\.json does not match its schema/)
  })

  it('takes the English and Spanish notes from translated lists that have the same lines', async () => {
    const old = oldShapeFiles()
    const products = old['products.json'] as Record<string, unknown>[]
    const bolt = products[0]!
    const specs = bolt.specs as string[]
    bolt.specs_en = specs.map((line) => line.replace('Kalite / Grade', 'Grade'))
    bolt.specs_es = specs.slice(1)
    await writeFiles(old)
    const { stores } = await open()
    const technical = stores.products.data[0]!.technical
    expect(technical.notes_en).toBe('M4 – M12\nL 8 – 120 mm\nZn / Black / A2\n6g')
    // A list with a line fewer cannot be matched line by line: Turkish shows until it is translated.
    expect(technical.notes_es).toBe('')
  })

  it('brings a data folder written before a technical field existed up to the registry: its vocabulary and empty values', async () => {
    await open()
    const vocabularies = await readJson('vocabularies.json')
    const products = await readStoredProducts(dir)
    // The release before the inspection certificates: no such vocabulary, no such field, and an admin's own term.
    delete vocabularies.certificates
    vocabularies.materials.push({
      id: 'titanium',
      label_tr: 'Titanyum',
      label_en: 'Titanium',
      label_es: 'Titanio',
    })
    for (const product of products)
      delete (product.technical as Partial<typeof product.technical>).certificates
    await writeFiles({ 'vocabularies.json': vocabularies })
    await writeStoredProducts(dir, products)
    const { stores, upgraded } = await open()
    expect([...upgraded].sort()).toEqual(['products', 'vocabularies'])
    expect(stores.vocabularies.data.certificates.map((term) => term.id)).toEqual(['2-1', '2-2', '3-1'])
    expect(stores.vocabularies.data.materials.at(-1)?.id).toBe('titanium')
    for (const product of stores.products.data) expect(product.technical.certificates, product.id).toEqual([])
    // Nothing left to do at the next start.
    expect([...(await open()).upgraded]).toEqual([])
  })

  it('gives the terms of a vocabularies file written before synonyms the seed synonyms, keeping the admin own', async () => {
    await open()
    const vocabularies = (await readJson('vocabularies.json')) as Vocabularies
    for (const terms of Object.values(vocabularies)) for (const term of terms) delete term.synonyms
    const a2 = vocabularies.materials.find((term) => term.id === 'a2')!
    a2.label_en = 'Stainless A2 (our label)'
    vocabularies.materials.push({ id: 'titanium', label_tr: 'Titanyum', label_en: 'Titanium', label_es: '' })
    await writeFiles({ 'vocabularies.json': vocabularies })
    const { stores, upgraded } = await open()
    expect([...upgraded]).toContain('vocabularies')
    const seeded = seedData().vocabularies
    for (const kind of Object.keys(seeded) as (keyof Vocabularies)[]) {
      for (const term of seeded[kind]) {
        const stored = stores.vocabularies.data[kind].find((t) => t.id === term.id)
        expect(stored?.synonyms, `${kind}/${term.id}`).toEqual(term.synonyms)
      }
    }
    const materials = stores.vocabularies.data.materials
    expect(materials.find((term) => term.id === 'a2')?.label_en).toBe('Stainless A2 (our label)')
    expect(materials.find((term) => term.id === 'titanium')).not.toHaveProperty('synonyms')
    // Nothing left to do at the next start.
    expect([...(await open()).upgraded]).toEqual([])
  })

  it('gives products of the release before the free spec lines empty ones, keeping their texts', async () => {
    await open()
    const products = (await readStoredProducts(dir)) as unknown as Record<string, unknown>[]
    const before = new Map(products.map((p) => [p.id, p.specs]))
    for (const product of products)
      for (const key of Object.keys(product)) if (key.includes('_extra')) delete product[key]
    await writeStoredProducts(dir, products as never)
    const { stores, upgraded } = await open()
    expect([...upgraded]).toEqual(['products'])
    for (const product of stores.products.data) {
      expect(product.specs_extra_en, product.id).toEqual([])
      expect(product.applications_extra, product.id).toEqual([])
      expect(product.specs, product.id).toEqual(before.get(product.id))
    }
    expect([...(await open()).upgraded]).toEqual([])
  })

  it('marks the size rows of an older folder that leave their standard as special lengths instead of refusing them', async () => {
    await open()
    const products = await readStoredProducts(dir)
    const bolt = products.find((p) => p.id === 'p-din-933-hex-bolt')!
    const before = bolt.sizes.length
    // Written before the flag existed: 42 mm is no preferred length, a DIN 931 M10 x 30 would have no shank.
    bolt.sizes.push({ size: 'M10', length: 42, stock: 'order', weight_per_1000: null })
    const partly = products.find((p) => p.technical.standards[0] === 'din-931')!
    partly.sizes.push({ size: 'M10', length: 30, stock: 'order', weight_per_1000: null })
    await writeStoredProducts(dir, products)
    const { stores, upgraded } = await open()
    expect([...upgraded]).toEqual(['products'])
    const upgradedBolt = stores.products.data.find((p) => p.id === bolt.id)!
    expect(upgradedBolt.sizes).toHaveLength(before + 1)
    expect(upgradedBolt.sizes.find((row) => row.size === 'M10' && row.length === 42)?.special).toBe(true)
    // The rows inside the standard stay as they were: no flag at all.
    expect(upgradedBolt.sizes.filter((row) => row.special)).toHaveLength(1)
    const upgradedPartly = stores.products.data.find((p) => p.id === partly.id)!
    expect(upgradedPartly.sizes.find((row) => row.size === 'M10' && row.length === 30)?.special).toBe(true)
    expect([...(await open()).upgraded]).toEqual([])
  })

  it('derives the texts again when the vocabularies changed without the products (an interrupted write)', async () => {
    await open()
    const vocabularies = await readJson('vocabularies.json')
    vocabularies.finishes.find((term: { id: string }) => term.id === 'zinc-white').label_tr = 'Beyaz çinko'
    await writeFiles({ 'vocabularies.json': vocabularies })
    const { stores, upgraded } = await open()
    expect([...upgraded]).toEqual(['products'])
    const bolt = stores.products.data.find((p) => p.id === 'p-din-933-hex-bolt')!
    expect(bolt.specs).toContain('Beyaz çinko · Siyah oksit · Kaplamasız')
  })
})
