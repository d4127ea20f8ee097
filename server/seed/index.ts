import { access, mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Catalogue } from '../../shared/schemas/catalogue.ts'
import { buildCataloguePdf, svgToPng } from './catalogue-pdf.ts'
import { type SeedContent, seedContent } from './content/index.ts'
import { demoSvgByName, writeDemoImage } from './demo-images/index.ts'

export const DEMO_CATALOGUE_URL = '/uploads/katalog/katalog.pdf'

export type SeedData = SeedContent & { catalogue: Catalogue }

export function seedData(): SeedData {
  return {
    ...seedContent(),
    catalogue: {
      file_url: DEMO_CATALOGUE_URL,
      file_name: 'katalog.pdf',
      size: 0,
      updated_at: '2026-01-15T09:00:00.000Z',
    },
  }
}

/** The content the demo files are made from (store data or a fresh seed). */
export type SeedView = Pick<
  SeedData,
  'settings' | 'contact' | 'categories' | 'products' | 'sliders' | 'portfolio' | 'catalogue'
>

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  )
}

/**
 * Writes the files the content points at, if missing: the demo renders behind every
 * `/uploads/demo/...` URL and, while the demo catalogue is in use, its PDF. Costs nothing once the
 * files exist. Returns the catalogue PDF's size (0 when the demo catalogue is not in use).
 */
export async function writeSeedFiles(publicDir: string, content: SeedView): Promise<number> {
  const urls = new Set<string>([
    ...content.products.flatMap((p) => [p.main_image_url, ...p.images.map((i) => i.image_url)]),
    ...content.sliders.map((s) => s.image_url),
    ...content.portfolio.cards.map((c) => c.image),
  ])
  const demoDir = path.join(publicDir, 'demo')
  await mkdir(demoDir, { recursive: true })
  const names = [...urls].flatMap((url) => /^\/uploads\/demo\/([a-z-]+)\.webp$/.exec(url)?.[1] ?? [])
  const missing: string[] = []
  for (const name of new Set(names)) {
    if (!(await exists(path.join(demoDir, `${name}.webp`)))) missing.push(name)
  }
  // Two at a time: the machines this runs on have two cores.
  const next = async (): Promise<void> => {
    const name = missing.shift()
    if (!name) return
    await writeDemoImage(demoDir, name)
    return next()
  }
  await Promise.all([next(), next()])
  if (content.catalogue.file_url !== DEMO_CATALOGUE_URL) return 0
  const pdfFile = path.join(publicDir, 'katalog', 'katalog.pdf')
  if (!(await exists(pdfFile))) {
    await mkdir(path.dirname(pdfFile), { recursive: true })
    await writeFile(pdfFile, await demoCatalogue(content))
  }
  return (await stat(pdfFile)).size
}

async function demoCatalogue(content: SeedView): Promise<Uint8Array> {
  const { settings, contact } = content
  const products = content.products.filter((product) => product.is_active)
  const sections = await Promise.all(
    content.categories.map(async (category) => ({
      title: category.name_tr,
      entries: await Promise.all(
        products
          .filter((product) => product.categoryId === category.id)
          .map(async (product) => {
            const svg = demoSvgByName(/\/demo\/([a-z-]+)\.webp$/.exec(product.main_image_url)?.[1] ?? '')
            return {
              name: product.name_tr,
              standard: product.specs.find((spec) => /DIN|ISO/.test(spec)) ?? '',
              specs: product.specs.slice(0, 4),
              imagePng: svg ? await svgToPng(svg, 360) : undefined,
            }
          }),
      ),
    })),
  )
  return buildCataloguePdf({
    companyName: settings.company_name,
    subtitle: 'Ürün Kataloğu / Product Catalogue / Catálogo de productos',
    contactLines: [contact.address_tr, contact.phone_tr, contact.email_tr, settings.company_website],
    sections: sections.filter((section) => section.entries.length > 0),
  })
}
