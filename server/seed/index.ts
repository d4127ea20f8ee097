import { access, copyFile, mkdir, rename } from 'node:fs/promises'
import path from 'node:path'
import type { Lang } from '../../shared/i18n.ts'
import type { Catalogue } from '../../shared/schemas/catalogue.ts'
import { type SeedContent, seedContent } from './content/index.ts'
import { demoCatalogueRecord, writeDemoCatalogues } from './demo-catalogue.ts'
import { DEMO_WIDTHS, writeDemoImage } from './demo-images/index.ts'

export { writeCatalogueInput } from './demo-catalogue.ts'

export type SeedData = SeedContent & { catalogue: Catalogue }

export function seedData(): SeedData {
  return {
    ...seedContent(),
    catalogue: demoCatalogueRecord(),
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
 * `/uploads/demo/...` URL and, while the demo catalogues are in use, their PDFs. Costs nothing once the
 * files exist. Files found in `prebuiltDir` (rendered by `npm run build`, see prerender.ts) are
 * copied instead of rendered; the PDFs only when made from the same content (demo-catalogue.ts).
 * Returns the size of each language's demo catalogue PDF still in use.
 */
export async function writeSeedFiles(
  publicDir: string,
  content: SeedView,
  prebuiltDir?: string,
): Promise<Partial<Record<Lang, number>>> {
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
  return writeDemoCatalogues(publicDir, content, prebuiltDir)
}
