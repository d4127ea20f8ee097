import os from 'node:os'
import { describe, expect, it } from 'vitest'
import type { Lang } from '../../shared/i18n.ts'
import { pdfText } from '../../test/helpers/pdf-text.ts'
import { categories } from '../seed/content/categories.ts'
import { settings } from '../seed/content/company.ts'
import { demoProducts } from '../seed/content/products.ts'
import { vocabularies } from '../seed/content/vocabularies.ts'
import type { Stores } from '../store/collections.ts'
import { buildDatasheetPdf } from './datasheet.ts'
import { datasheetDocument } from './datasheet-content.ts'

/** The datasheet reads settings, categories and vocabularies of the stores: the demo's, without a data folder. */
const stores = {
  settings: { data: settings },
  categories: { data: categories },
  vocabularies: { data: vocabularies },
} as unknown as Stores

async function datasheetText(slug: string, lang: Lang): Promise<string> {
  const product = demoProducts().find((candidate) => candidate.slug === slug)!
  const doc = await datasheetDocument({ stores, uploadsDir: os.tmpdir(), origin: '' }, product, lang)
  return (await pdfText(await buildDatasheetPdf(doc))).join(' ')
}

describe('datasheet size table: dimensions and computed weights', () => {
  it("prints the standard's letters as columns, DIN / ISO pairs where they differ, and a legend naming the letters (es)", async () => {
    const text = await datasheetText('din-933-alti-kose-basli-civata', 'es')
    // Headings wrap under the narrower columns: "Longitud" over "(mm)".
    expect(text).toMatch(/Medida Longitud P s k Stock \/ pedido Peso \(kg por \(mm\) 1000 uds\.\)/)
    expect(text).not.toContain('…')
    // M10 x 40: pitch 1,5, s 17 (DIN 933) / 16 (ISO 4017), k 6,4; M8 x 30: one value where both agree.
    expect(text).toMatch(/M10 40 1,5 17 \/ 16 6,4 /)
    expect(text).toMatch(/M8 30 1,25 13 5,3 /)
    expect(text).toContain(
      'Medidas según DIN 933 (mm): P Paso de rosca · s Entrecaras · k Altura de la cabeza',
    )
    expect(text).toContain('DIN 933 / ISO 4017:')
  })

  it('prints a computed weight with "≈" and says what it is, in the datasheet language', async () => {
    const text = await datasheetText('din-912-silindir-basli-imbus-vida', 'en')
    expect(text).toMatch(/Size Length (\(mm\) )?P dk k s b Stock \/ order/)
    expect(text).toMatch(/M8 30 1\.25 13 8 6 28 In stock ≈ 17\.1/)
    expect(text).toContain(
      "≈ Weight calculated from the standard's nominal dimensions and the material's density.",
    )
    // DIN 912 and ISO 4762 agree in every size: no pair, no pair legend.
    expect(text).not.toContain('side by side')
    // Typed weights are printed as typed, without the mark or the legend line.
    const typed = await datasheetText('din-933-alti-kose-basli-civata', 'en')
    expect(typed).not.toContain('≈')
  })
})
