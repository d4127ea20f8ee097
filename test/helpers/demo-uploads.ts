import { createHash } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { seedData, writeCatalogueInput, writeSeedFiles } from '../../server/seed/index.ts'

/** Where drawn sets are kept between runs, one folder per version of the drawing code. */
const CACHE_ROOT = path.join(os.tmpdir(), 'fastener-site-demo-uploads')
/** What the demo pictures and the catalogues are drawn by (the content and PDF code are in seed/, fonts in pdf/). */
const DRAWING_CODE = [
  'server/seed',
  'server/pdf',
  'server/uploads/sharp.ts',
  'node_modules/sharp/package.json',
  'node_modules/@expo-google-fonts/inter/package.json',
  'node_modules/@pdf-lib/fontkit/package.json',
]

/**
 * A folder with the demo pictures and catalogue the first start of the site writes, for tests to
 * start from. Drawing them takes about a minute on two cores, so it happens once per version of
 * the drawing code: `npm test` builds first and the build's set (dist/seed-uploads) is used;
 * without a build they are drawn once into a cache in the temp folder, which later runs reuse.
 */
export async function prerenderedDemoUploads(): Promise<string> {
  const built = path.resolve('dist/seed-uploads')
  if (existsSync(built)) return built
  const cached = path.join(CACHE_ROOT, await drawingStamp())
  if (existsSync(cached)) return cached
  const temp = `${cached}.${process.pid}.tmp`
  const content = seedData()
  await writeSeedFiles(temp, content)
  await writeCatalogueInput(temp, content)
  // Another run may have finished first: its set is as good as this one.
  await rename(temp, cached).catch(() => rm(temp, { recursive: true, force: true }))
  await removeOtherVersions(path.basename(cached))
  return cached
}

/** A fingerprint of every source file that draws the demo files (tests excluded). */
async function drawingStamp(): Promise<string> {
  const hash = createHash('sha256')
  for (const entry of DRAWING_CODE) {
    const files = !statSync(entry).isDirectory()
      ? [entry]
      : (await readdir(entry, { recursive: true, withFileTypes: true }))
          .filter((file) => file.isFile() && !file.name.endsWith('.test.ts'))
          .map((file) => path.join(file.parentPath, file.name))
          .sort()
    for (const file of files) hash.update(file).update(await readFile(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/** Sets drawn by older code are never used again. */
async function removeOtherVersions(keep: string): Promise<void> {
  await mkdir(CACHE_ROOT, { recursive: true })
  for (const name of await readdir(CACHE_ROOT)) {
    if (name !== keep && !name.endsWith('.tmp')) {
      await rm(path.join(CACHE_ROOT, name), { recursive: true, force: true })
    }
  }
}
