import { access, copyFile, mkdir, stat, writeFile } from 'node:fs/promises'
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
  const missing: { dir: string; name: string }[] = []
  for (const url of urls) {
    const match = /^\/uploads\/(demo|sliders)\/([a-z-]+)\.webp$/.exec(url)
    if (!match) continue
    const dir = path.join(publicDir, match[1]!)
    if (!(await exists(path.join(dir, `${match[2]}.webp`)))) missing.push({ dir, name: match[2]! })
  }
  missing.sort((a, b) => Number(a.dir.endsWith('sliders')) - Number(b.dir.endsWith('sliders')))
  // Two at a time: the machines this runs on have two cores.
  const next = async (): Promise<void> => {
    const job = missing.shift()
    if (!job) return
    await mkdir(job.dir, { recursive: true })
    // A slider shows a product render that is usually in demo/ already: copy it rather than draw it again.
    const rendered = path.join(publicDir, 'demo', job.name)
    if (job.dir !== path.dirname(rendered) && (await exists(`${rendered}.webp`))) {
      for (const suffix of ['-400', '-800', '']) {
        await copyFile(`${rendered}${suffix}.webp`, path.join(job.dir, `${job.name}${suffix}.webp`))
      }
    } else {
      await writeDemoImage(job.dir, job.name)
    }
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

/** The demo catalogue shows at most this many products per category (a big catalogue stays quick). */
const CATALOGUE_ENTRIES_PER_SECTION = 20

async function demoCatalogue(content: SeedView): Promise<Uint8Array> {
  const { settings, contact } = content
  const products = content.products.filter((product) => product.is_active)
  const pngs = new Map<string, Promise<Uint8Array | undefined>>()
  const pngFor = (url: string) => {
    const name = /\/demo\/([a-z-]+)\.webp$/.exec(url)?.[1] ?? ''
    if (!pngs.has(name)) {
      const svg = demoSvgByName(name)
      pngs.set(name, svg ? svgToPng(svg, 360) : Promise.resolve(undefined))
    }
    return pngs.get(name)!
  }
  const sections = await Promise.all(
    content.categories.map(async (category) => ({
      title: category.name_tr,
      entries: await Promise.all(
        products
          .filter((product) => product.categoryId === category.id)
          .slice(0, CATALOGUE_ENTRIES_PER_SECTION)
          .map(async (product) => ({
            name: product.name_tr,
            standard: product.specs.find((spec) => /DIN|ISO/.test(spec)) ?? '',
            specs: product.specs.slice(0, 4),
            imagePng: await pngFor(product.main_image_url),
          })),
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
