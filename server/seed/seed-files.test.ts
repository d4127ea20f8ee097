import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type SeedView, seedData, writeCatalogueInput, writeSeedFiles } from './index.ts'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seed-files-'))
  dirs.push(dir)
  return dir
}

/** The default content cut down to one product, one slider and no portfolio cards. */
function smallContent(): SeedView {
  const seed = seedData()
  const product = seed.products.find((p) => p.is_active && p.images.length === 0) ?? seed.products[0]!
  return {
    ...seed,
    products: [{ ...product, images: [] }],
    sliders: seed.sliders.slice(0, 1),
    portfolio: { ...seed.portfolio, cards: [] },
  }
}
const nameOf = (url: string) => /\/([a-z-]+)\.webp$/.exec(url)![1]!

describe('writeSeedFiles with prerendered files', () => {
  it('copies the build-time renders and catalogue instead of drawing them', async () => {
    const content = smallContent()
    const prebuilt = await tempDir()
    const product = nameOf(content.products[0]!.main_image_url)
    const slider = nameOf(content.sliders[0]!.image_url)
    // Marker bytes: a copy is recognisable, a render would be a real WebP/PDF.
    for (const [folder, name] of [
      ['demo', product],
      ['sliders', slider],
    ] as const) {
      await mkdir(path.join(prebuilt, folder), { recursive: true })
      for (const suffix of ['', '-800', '-400']) {
        await writeFile(path.join(prebuilt, folder, `${name}${suffix}.webp`), `prebuilt ${name}${suffix}`)
      }
    }
    await mkdir(path.join(prebuilt, 'katalog'))
    for (const file of ['katalog.pdf', 'katalog-en.pdf', 'katalog-es.pdf']) {
      await writeFile(path.join(prebuilt, 'katalog', file), `prebuilt ${file}`)
    }
    await writeCatalogueInput(prebuilt, content)

    const target = await tempDir()
    const size = await writeSeedFiles(target, content, prebuilt)
    expect(await readFile(path.join(target, 'demo', `${product}-400.webp`), 'utf8')).toBe(
      `prebuilt ${product}-400`,
    )
    expect(await readFile(path.join(target, 'sliders', `${slider}.webp`), 'utf8')).toBe(`prebuilt ${slider}`)
    expect(await readFile(path.join(target, 'katalog', 'katalog.pdf'), 'utf8')).toBe('prebuilt katalog.pdf')
    expect(await readFile(path.join(target, 'katalog', 'katalog-en.pdf'), 'utf8')).toBe(
      'prebuilt katalog-en.pdf',
    )
    // One size per language's demo catalogue.
    expect(size).toEqual({ tr: 20, en: 23, es: 23 })
    // No temporary file is left behind.
    const files = (await readdir(target, { recursive: true })).filter((f) => f.endsWith('.tmp'))
    expect(files).toEqual([])
  })

  it('draws the catalogue when the content differs from what the prerendered one was made of', async () => {
    const content = smallContent()
    const prebuilt = await tempDir()
    await mkdir(path.join(prebuilt, 'katalog'))
    await writeFile(path.join(prebuilt, 'katalog', 'katalog.pdf'), 'prebuilt pdf')
    await writeCatalogueInput(prebuilt, content)
    const target = await tempDir()
    const edited = { ...content, settings: { ...content.settings, company_name: 'Another Name Ltd.' } }
    // No pictures at stake, only the (Turkish) catalogue.
    const turkishOnly = { ...edited.catalogue, file_url_en: '', file_url_es: '' }
    await writeSeedFiles(target, { ...edited, sliders: [], catalogue: turkishOnly }, prebuilt)
    const pdf = await readFile(path.join(target, 'katalog', 'katalog.pdf'))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  })
})
