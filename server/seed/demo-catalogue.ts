/**
 * The demo catalogue PDFs, one per language (Turkish, English, Spanish), drawn from the demo
 * content in that language: category and product names, spec lines, address. A start writes the
 * ones the catalogue record still points at; `npm run build` draws them beforehand (prerender.ts).
 */
import { access, copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import enPages from '../../shared/i18n/locales/en/pages.json'
import esPages from '../../shared/i18n/locales/es/pages.json'
import trPages from '../../shared/i18n/locales/tr/pages.json'
import { type Lang, LANGS, localList, pickText } from '../../shared/i18n.ts'
import { type Catalogue, catalogueFile, withCatalogueFile } from '../../shared/schemas/catalogue.ts'
import type { Category } from '../../shared/schemas/category.ts'
import type { Product } from '../../shared/schemas/product.ts'
import type { Settings } from '../../shared/schemas/settings.ts'
import { settingText } from '../../shared/settings-text.ts'
import { demoSvgByName } from './demo-images/index.ts'

/** The content the demo catalogues are made from (store data or a fresh seed). */
export type DemoCatalogueContent = {
  settings: Settings
  categories: Category[]
  products: Product[]
  catalogue: Catalogue
}

/** Each language's demo PDF, served from the public uploads folder. */
const DEMO_FILES: Record<Lang, { url: string; name: string }> = {
  tr: { url: '/uploads/katalog/katalog.pdf', name: 'katalog.pdf' },
  en: { url: '/uploads/katalog/katalog-en.pdf', name: 'catalogue.pdf' },
  es: { url: '/uploads/katalog/katalog-es.pdf', name: 'catalogo.pdf' },
}

const TITLES: Record<Lang, string> = {
  tr: trPages['catalogue.viewer.title'],
  en: enPages['catalogue.viewer.title'],
  es: esPages['catalogue.viewer.title'],
}

/** The seed's catalogue record: the three demo PDFs (sizes filled in once they are written). */
export function demoCatalogueRecord(): Catalogue {
  const updatedAt = '2026-01-15T09:00:00.000Z'
  let record = {} as Catalogue
  for (const lang of LANGS) {
    const { url, name } = DEMO_FILES[lang]
    record = withCatalogueFile(record, lang, {
      file_url: url,
      file_name: name,
      size: 0,
      updated_at: updatedAt,
    })
  }
  return record
}

/** The demo catalogue shows at most this many products per category (a big catalogue stays quick). */
const ENTRIES_PER_SECTION = 20

/** Everything a demo catalogue PDF is made from (image URLs stand for their renders). */
export function demoCatalogueInput(content: DemoCatalogueContent, lang: Lang) {
  const { settings } = content
  const products = content.products.filter((product) => product.is_active)
  return {
    lang,
    companyName: settings.company_name,
    subtitle: TITLES[lang],
    contactLines: [
      settingText(settings, 'company_address', lang),
      settings.company_phone,
      settings.company_email,
      settings.company_website,
    ],
    sections: content.categories
      .map((category) => ({
        title: pickText(category, 'name', lang),
        entries: products
          .filter((product) => product.categoryId === category.id)
          .slice(0, ENTRIES_PER_SECTION)
          .map((product) => {
            const specs = localList(product, 'specs', lang)
            return {
              name: pickText(product, 'name', lang),
              standard: specs.find((spec) => /DIN|ISO/.test(spec)) ?? '',
              specs: specs.slice(0, 4),
              image: product.main_image_url,
            }
          }),
      }))
      .filter((section) => section.entries.length > 0),
  }
}

/** A PNG per demo picture, each rasterised once however many products and languages show it. */
type PngCache = Map<string, Promise<Uint8Array | undefined>>

/** Draws the demo catalogue PDF in `lang`. */
export async function renderDemoCatalogue(
  content: DemoCatalogueContent,
  lang: Lang,
  pngs: PngCache = new Map(),
): Promise<Uint8Array> {
  const input = demoCatalogueInput(content, lang)
  // The PDF code (pdf-lib, its font parser and the fonts: ~0.4 s to load) is loaded only when a catalogue is drawn;
  // a start that finds or copies the build's PDFs never loads it.
  const { buildCataloguePdf, svgToPng } = await import('./catalogue-pdf.ts')
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
  return buildCataloguePdf({ ...input, sections })
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/** Beside a prerendered PDF (`katalog.pdf` -> `katalog.input.json`): the content it was made from. */
const inputFile = (pdfFile: string) => pdfFile.replace(/\.pdf$/, '.input.json')

/** Where `lang`'s demo PDF lives under a public uploads folder. */
const demoPath = (publicDir: string, lang: Lang) =>
  path.join(publicDir, DEMO_FILES[lang].url.replace(/^\/uploads\//, ''))

/** Languages whose catalogue is still the demo PDF (the admin has not replaced it). */
const demoLangs = (catalogue: Catalogue) =>
  LANGS.filter((lang) => catalogueFile(catalogue, lang).file_url === DEMO_FILES[lang].url)

/**
 * Writes the demo PDFs the catalogue record points at, if missing: copied from `prebuiltDir` when
 * they were made there from the same content, else drawn. Returns each one's size.
 */
export async function writeDemoCatalogues(
  publicDir: string,
  content: DemoCatalogueContent,
  prebuiltDir?: string,
): Promise<Partial<Record<Lang, number>>> {
  const sizes: Partial<Record<Lang, number>> = {}
  const pngs: PngCache = new Map()
  for (const lang of demoLangs(content.catalogue)) {
    const file = demoPath(publicDir, lang)
    if (!(await exists(file))) {
      await mkdir(path.dirname(file), { recursive: true })
      const prebuilt = prebuiltDir && (await prebuiltCatalogue(prebuiltDir, content, lang))
      if (prebuilt) await copyFile(prebuilt, `${file}.tmp`)
      else await writeFile(`${file}.tmp`, await renderDemoCatalogue(content, lang, pngs))
      await rename(`${file}.tmp`, file)
    }
    sizes[lang] = (await stat(file)).size
  }
  return sizes
}

/** The prerendered PDF in `lang`, if it was made from the same content as `content`'s would be. */
async function prebuiltCatalogue(
  prebuiltDir: string,
  content: DemoCatalogueContent,
  lang: Lang,
): Promise<string | undefined> {
  const file = demoPath(prebuiltDir, lang)
  const input = await readFile(inputFile(file), 'utf8').catch(() => '')
  if (input !== JSON.stringify(demoCatalogueInput(content, lang))) return undefined
  return (await exists(file)) ? file : undefined
}

/** Records what each demo PDF in `dir` was made from, for `prebuiltCatalogue`. */
export async function writeCatalogueInput(dir: string, content: DemoCatalogueContent): Promise<void> {
  for (const lang of demoLangs(content.catalogue)) {
    const file = demoPath(dir, lang)
    await writeFile(inputFile(file), JSON.stringify(demoCatalogueInput(content, lang)))
  }
}

/** The record with the sizes of the demo PDFs just written, or null when it already has them. */
export function withDemoSizes(catalogue: Catalogue, sizes: Partial<Record<Lang, number>>): Catalogue | null {
  let next = catalogue
  for (const lang of LANGS) {
    const size = sizes[lang]
    if (size !== undefined && catalogueFile(next, lang).size !== size) {
      next = withCatalogueFile(next, lang, { size })
    }
  }
  return next === catalogue ? null : next
}
