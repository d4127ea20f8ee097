/**
 * `node dist/server/prerender-seed.js` (the last step of `npm run build`): renders the demo
 * pictures and catalogue PDFs of the default content once, into dist/seed-uploads. A first start
 * copies them instead of drawing them: it answers in about a second instead of ~14 s, and libvips
 * never enters the server process. Drawn again only when the code that draws them changed.
 */
import { createHash } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fontStamp } from '../pdf/fonts.ts'
import { seedData, writeCatalogueInput, writeSeedFiles } from './index.ts'

const STAMP_FILE = '.code-stamp'

/**
 * A fingerprint of this script and every chunk it imports, and of the PDF fonts. The build names
 * chunks by their content, so any change to the seed content, the renderer or the PDF code changes
 * it; the font files and fontkit stay in node_modules, outside the chunks, so they count on their own.
 */
async function codeStamp(entry: string): Promise<string> {
  const hash = createHash('sha256').update(await fontStamp())
  const seen = new Set<string>()
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return
    seen.add(file)
    const code = await readFile(file, 'utf8')
    hash.update(code)
    for (const [, specifier] of code.matchAll(/\bfrom\s*"(\.{1,2}\/[^"]+)"/g)) {
      await visit(path.resolve(path.dirname(file), specifier!))
    }
  }
  await visit(entry)
  return hash.digest('hex')
}

const dir = path.resolve(process.argv[2] ?? 'dist/seed-uploads')
const self = fileURLToPath(import.meta.url)
// Under tsx (sources) there is no build to fingerprint: always draw.
const stamp = self.endsWith('.js') ? await codeStamp(self) : ''
const current = await readFile(path.join(dir, STAMP_FILE), 'utf8').catch(() => null)
if (stamp && current === stamp) {
  console.log(`demo pictures and catalogue: up to date in ${path.relative(process.cwd(), dir)}`)
} else {
  const started = Date.now()
  const temp = `${dir}.tmp`
  await rm(temp, { recursive: true, force: true })
  const content = seedData()
  await writeSeedFiles(temp, content)
  await writeCatalogueInput(temp, content)
  await writeFile(path.join(temp, STAMP_FILE), stamp)
  await rm(dir, { recursive: true, force: true })
  await rename(temp, dir)
  console.log(`demo pictures and catalogue rendered in ${Date.now() - started} ms`)
}
