import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/helpers/app.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

const SLUG = 'din-931-yarim-dis-alti-kose-basli-civata'

/** What a visitor reads: the page without its scripts (page state and JSON-LD). */
async function visible(url: string): Promise<string> {
  const response = await test.app.inject({ url })
  expect(response.statusCode, url).toBe(200)
  return response.body.replace(/<script[\s\S]*?<\/script>/g, '')
}

describe('translated content in the public answers and pages', () => {
  it('answers products and sliders with the translated fields beside the spec fields', async () => {
    const product = (await test.app.inject({ url: `/api/products/${SLUG}` })).json()
    expect(product.specs).toContain('Çinko (beyaz) · Siyah oksit')
    expect(product.specs_en).toContain('Zinc plated (clear) · Black oxide')
    expect(product.specs_es).toContain('Cincado blanco · Pavonado')
    expect(product.applications).toContain('Makine İmalatı')
    expect(product.applications_en).toContain('Machine Building')
    expect(product.applications_es).toContain('Construcción de maquinaria')
    const [slider] = (await test.app.inject({ url: '/api/sliders' })).json()
    expect(slider.alt_text_en).toBe(test.app.stores.sliders.data[0]!.alt_text_en)
  })

  // The product page shows the technical table (term labels joined by commas), no longer the derived spec lines.
  it('shows the technical table and sectors in the page language', async () => {
    const turkish = await visible(`/urunler/${SLUG}`)
    expect(turkish).toContain('<td>Çinko (beyaz), Siyah oksit</td>')
    expect(turkish).toContain('Makine İmalatı')
    const english = await visible(`/en/urunler/${SLUG}`)
    expect(english).toContain('<td>Zinc plated (clear), Black oxide</td>')
    expect(english).toContain('Machine Building')
    expect(english).not.toContain('Çinko')
    expect(english).not.toContain('Makine İmalatı')
    const spanish = await visible(`/es/urunler/${SLUG}`)
    expect(spanish).toContain('<td>Cincado blanco, Pavonado</td>')
    expect(spanish).toContain('Construcción de maquinaria')
  })

  it('falls back to the Turkish label while a term translation is empty', async () => {
    await test.app.stores.vocabularies.update((vocabularies) => {
      vocabularies.finishes.find((term) => term.id === 'zinc-white')!.label_en = ''
    })
    const english = await visible(`/en/urunler/${SLUG}`)
    expect(english).toContain('<td>Çinko (beyaz), Black oxide</td>')
    expect(english).toContain('Machine Building')
  })

  it('shows the slider caption, quality text, footer description and address in the page language', async () => {
    const settings = test.app.stores.settings.data
    const slider = test.app.stores.sliders.data.find((candidate) => candidate.is_active)!
    for (const lang of ['en', 'es'] as const) {
      const page = await visible(`/${lang}`)
      expect(page).toContain(`alt="${slider[`alt_text_${lang}`]}"`)
      expect(page).toContain(
        `<figcaption class="home-banner__caption">${slider[`alt_text_${lang}`]}</figcaption>`,
      )
      expect(page).toContain(settings[`iso_quality_text_${lang}`])
      expect(page).toContain(settings[`footer_description_${lang}`])
      expect(page).toContain(settings[`company_address_${lang}`])
      expect(page).not.toContain(slider.alt_text)
      expect(page).not.toContain(settings.iso_quality_text)
      expect(page).not.toContain(settings.footer_description)
      expect(page).not.toContain(settings.company_address)
    }
    const turkish = await visible('/')
    expect(turkish).toContain(slider.alt_text)
    expect(turkish).toContain(settings.footer_description)
  })
})
