import { access, copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Catalogue } from '../../shared/schemas/catalogue.ts'
import { buildCataloguePdf, svgToPng } from './catalogue-pdf.ts'
import { type SeedContent, seedContent } from './content/index.ts'
import { DEMO_WIDTHS, demoSvgByName, writeDemoImage } from './demo-images/index.ts'

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

/** Beside a prerendered catalogue PDF: the content it was made from (see `catalogueInput`). */
const CATALOGUE_INPUT_FILE = 'katalog.input.json'

/** One demo picture's files, smallest first: `<name>.webp` existing means the set is complete. */
const demoFiles = (name: string) =>
  [...DEMO_WIDTHS]
    .reverse()
    .map((width) => (width === DEMO_WIDTHS[0] ? `${name}.webp` : `${name}-${width}.webp`))

/** Copies a complete set of demo picture files, each through a temporary name. */
async function copyDemoImage(fromDir: string, toDir: string, name: string): Promise<void> {
  for (const file of demoFiles(name)) {
    await copyFile(path.join(fromDir, file), path.join(toDir, `${file}.tmp`))
    await rename(path.join(toDir, `${file}.tmp`), path.join(toDir, file))
  }
}

/**
 * Writes the files the content points at, if missing: the demo renders behind every
 * `/uploads/demo/...` URL and, while the demo catalogue is in use, its PDF. Costs nothing once the
 * files exist. Files found in `prebuiltDir` (rendered by `npm run build`, see prerender.ts) are
 * copied instead of rendered; the PDF only when it was made from the same content. Returns the
 * catalogue PDF's size (0 when the demo catalogue is not in use).
 */
export async function writeSeedFiles(
  publicDir: string,
  content: SeedView,
  prebuiltDir?: string,
): Promise<number> {
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
    // Already drawn: at build time, or (a slider shows a product render) in demo/ just now.
    const sources = [
      ...(prebuiltDir ? [path.join(prebuiltDir, path.basename(job.dir))] : []),
      path.join(publicDir, 'demo'),
    ].filter((dir) => dir !== job.dir)
    let source: string | undefined
    for (const dir of sources) {
      if (await exists(path.join(dir, `${job.name}.webp`))) {
        source = dir
        break
      }
    }
    if (source) await copyDemoImage(source, job.dir, job.name)
    else await writeDemoImage(job.dir, job.name)
    return next()
  }
  await Promise.all([next(), next()])
  if (content.catalogue.file_url !== DEMO_CATALOGUE_URL) return 0
  const pdfFile = path.join(publicDir, 'katalog', 'katalog.pdf')
  if (!(await exists(pdfFile))) {
    await mkdir(path.dirname(pdfFile), { recursive: true })
    const prebuilt = prebuiltDir && (await prebuiltCatalogue(prebuiltDir, content))
    if (prebuilt) await copyFile(prebuilt, `${pdfFile}.tmp`)
    else await writeFile(`${pdfFile}.tmp`, await demoCatalogue(content))
    await rename(`${pdfFile}.tmp`, pdfFile)
  }
  return (await stat(pdfFile)).size
}

/** The prerendered catalogue PDF, if it was made from the same content as `content`'s would be. */
async function prebuiltCatalogue(prebuiltDir: string, content: SeedView): Promise<string | undefined> {
  const input = await readFile(path.join(prebuiltDir, 'katalog', CATALOGUE_INPUT_FILE), 'utf8').catch(
    () => '',
  )
  if (input !== JSON.stringify(catalogueInput(content))) return undefined
  const file = path.join(prebuiltDir, 'katalog', 'katalog.pdf')
  return (await exists(file)) ? file : undefined
}

/** Records what the catalogue PDF in `dir` was made from, for `prebuiltCatalogue`. */
export async function writeCatalogueInput(dir: string, content: SeedView): Promise<void> {
  await writeFile(path.join(dir, 'katalog', CATALOGUE_INPUT_FILE), JSON.stringify(catalogueInput(content)))
}

/** The demo catalogue shows at most this many products per category (a big catalogue stays quick). */
const CATALOGUE_ENTRIES_PER_SECTION = 20

/** Everything the demo catalogue PDF is made from (image URLs stand for their renders). */
function catalogueInput(content: SeedView) {
  const { settings, contact } = content
  const products = content.products.filter((product) => product.is_active)
  return {
    companyName: settings.company_name,
    contactLines: [contact.address_tr, contact.phone_tr, contact.email_tr, settings.company_website],
    sections: content.categories
      .map((category) => ({
        title: category.name_tr,
        entries: products
          .filter((product) => product.categoryId === category.id)
          .slice(0, CATALOGUE_ENTRIES_PER_SECTION)
          .map((product) => ({
            name: product.name_tr,
            standard: product.specs.find((spec) => /DIN|ISO/.test(spec)) ?? '',
            specs: product.specs.slice(0, 4),
            image: product.main_image_url,
          })),
      }))
      .filter((section) => section.entries.length > 0),
  }
}

async function demoCatalogue(content: SeedView): Promise<Uint8Array> {
  const input = catalogueInput(content)
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
    input.sections.map(async (section) => ({
      title: section.title,
      entries: await Promise.all(
        section.entries.map(async ({ image, ...entry }) => ({ ...entry, imagePng: await pngFor(image) })),
      ),
    })),
  )
  return buildCataloguePdf({
    companyName: input.companyName,
    subtitle: 'Ürün Kataloğu / Product Catalogue / Catálogo de productos',
    contactLines: input.contactLines,
    sections,
  })
}
