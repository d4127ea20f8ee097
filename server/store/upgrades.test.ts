import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import enCommon from '../../shared/i18n/locales/en/common.json'
import trCommon from '../../shared/i18n/locales/tr/common.json'
import { TEXT_SETTING_KEYS } from '../../shared/settings-text.ts'
import { company } from '../seed/content/company.ts'
import { seedData } from '../seed/index.ts'
import { openStores } from './collections.ts'
import { StoreFileError } from './durable-json-file.ts'
import { ContentVersion } from './json-store.ts'

/** The fields issue 12 added; a file written before it has none of them. */
const NEW_SETTING_KEYS = new Set<string>([
  'footer_description',
  ...TEXT_SETTING_KEYS.flatMap((key) => [`${key}_en`, `${key}_es`]),
])
const NEW_LIST_KEYS = ['specs_en', 'specs_es', 'applications_en', 'applications_es']

/** The data folder as the release before the translated fields wrote it (from today's seed). */
function oldShapeFiles(): Record<string, unknown> {
  const seed = seedData()
  const settings = Object.fromEntries(
    Object.entries(seed.settings).filter(([key]) => !NEW_SETTING_KEYS.has(key)),
  )
  const sliders = seed.sliders.map(({ alt_text_en: _en, alt_text_es: _es, ...slider }) => slider)
  const products = seed.products.map((product) =>
    Object.fromEntries(Object.entries(product).filter(([key]) => !NEW_LIST_KEYS.includes(key))),
  )
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
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'upgrade-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const open = () => openStores(dir, seedData, new ContentVersion())
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
    const products = await readJson('products.json')
    expect(products).toHaveLength((old['products.json'] as object[]).length)
    expect(products[0]).toEqual({
      ...(old['products.json'] as object[])[0],
      specs_en: [],
      specs_es: [],
      applications_en: [],
      applications_es: [],
    })
    expect((await readJson('catalogue.json')).file_url).toBe(
      (old['catalogue.json'] as { file_url: string }).file_url,
    )
  })

  it('changes nothing on the second start', async () => {
    await writeFiles(oldShapeFiles())
    await open()
    const names = ['settings.json', 'sliders.json', 'products.json', 'contact.json', 'catalogue.json']
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
})
