import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { seedData, writeCatalogueInput, writeSeedFiles } from '../../server/seed/index.ts'

/** Where drawn sets are kept between runs, one folder per version of the drawing code. */
const CACHE_ROOT = path.join(os.tmpdir(), 'fastener-site-demo-uploads')
/** Where the drawing starts: the stamp follows its imports, so a change anywhere they lead redraws. */
const DRAWING_ENTRY = 'server/seed/index.ts'
/** What the drawing reads from node_modules (encoder, fonts, font parser): their versions count too. */
const DRAWING_PACKAGES = ['sharp', '@expo-google-fonts/inter', '@pdf-lib/fontkit']
/**
 * Other worktrees of this repository share the temp folder and may be running their tests on a
 * set drawn by other code: a set is removed only once no run has used it for this long.
 */
const UNUSED_FOR_MS = 24 * 60 * 60 * 1000

let prerendered: Promise<string> | undefined

/**
 * A folder with every demo picture and catalogue a first start of the site may copy, for tests to
 * start from. Drawing them takes about a minute on two cores, so it happens once per version of
 * the drawing code, and only for test files that ask for it: `npm test` builds first and the
 * build's set (dist/seed-uploads) is used; without a build they are drawn once into a cache in the
 * temp folder, which later runs reuse. Parallel test processes wait for the one that draws.
 */
export function prerenderedDemoUploads(): Promise<string> {
  prerendered ??= findOrDraw()
  return prerendered
}

/** Writes the files a first start writes for the demo content into `publicDir` (UPLOADS_DIR/public). */
export async function writeDemoUploads(publicDir: string): Promise<void> {
  await writeSeedFiles(publicDir, seedData(), await prerenderedDemoUploads())
}

async function findOrDraw(): Promise<string> {
  const built = path.resolve('dist/seed-uploads')
  if (existsSync(built)) return built
  await mkdir(CACHE_ROOT, { recursive: true })
  const cached = path.join(CACHE_ROOT, await drawingStamp())
  const lock = `${cached}.lock`
  for (;;) {
    if (existsSync(cached)) break
    const owner = await readFile(lock, 'utf8').catch(() => null)
    if (owner === null) {
      // `wx` fails when the file exists: of several processes arriving together, one draws.
      const taken = await writeFile(lock, String(process.pid), { flag: 'wx' }).then(
        () => true,
        () => false,
      )
      if (!taken) continue
      try {
        if (!existsSync(cached)) await draw(cached)
      } finally {
        await rm(lock, { force: true })
      }
      await removeUnusedSets(path.basename(cached))
      break
    }
    // A run stopped while drawing leaves its lock behind: the next one takes over. (An empty lock
    // is one being written this instant, or whose writer died before writing its pid.)
    const stale = owner === '' ? await olderThan(lock, 10_000) : !alive(Number(owner))
    if (stale) await rm(lock, { force: true })
    else await sleep(200)
  }
  // Marks the set as in use, so that another worktree's run leaves it alone (removeUnusedSets).
  const now = new Date()
  await utimes(cached, now, now).catch(() => {})
  return cached
}

/** Draws the set into a temporary folder and renames it into place, so no one sees half a set. */
async function draw(target: string): Promise<void> {
  const temp = `${target}.${process.pid}.tmp`
  await rm(temp, { recursive: true, force: true })
  const content = seedData()
  await writeSeedFiles(temp, content)
  await writeCatalogueInput(temp, content)
  await rename(temp, target)
}

async function olderThan(file: string, ms: number): Promise<boolean> {
  const modified = await stat(file).then(
    (stats) => stats.mtimeMs,
    () => Date.now(),
  )
  return Date.now() - modified > ms
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * A fingerprint of every source file the drawing imports, followed from DRAWING_ENTRY through
 * relative imports (tests excluded), and of the packages it draws with.
 */
async function drawingStamp(): Promise<string> {
  const hash = createHash('sha256')
  for (const name of DRAWING_PACKAGES) {
    hash.update(name).update(await readFile(path.join('node_modules', name, 'package.json')))
  }
  const seen = new Set<string>()
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return
    seen.add(file)
    // A missing file (a virtual module, an asset with a query) counts by its name.
    const code = await readFile(file, 'utf8').catch(() => '')
    hash.update(file).update(code)
    if (!/\.[cm]?[jt]sx?$/.test(file)) return
    for (const [, specifier] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.join(path.dirname(file), specifier!.replace(/\?.*$/, ''))
      if (!/\.test\.[jt]sx?$/.test(target)) await visit(target)
    }
  }
  await visit(DRAWING_ENTRY)
  return hash.digest('hex').slice(0, 16)
}

/** Sets drawn by other code, and folders of drawings that were stopped, once nothing uses them. */
async function removeUnusedSets(keep: string): Promise<void> {
  for (const name of await readdir(CACHE_ROOT)) {
    const full = path.join(CACHE_ROOT, name)
    const drawer = /\.(\d+)\.tmp$/.exec(name)?.[1]
    const unused = drawer
      ? !alive(Number(drawer))
      : !name.endsWith('.lock') && name !== keep && (await olderThan(full, UNUSED_FOR_MS))
    if (unused) await rm(full, { recursive: true, force: true })
  }
}
