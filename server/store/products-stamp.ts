import { createHash } from 'node:crypto'
import { readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The server build's identity, a new one for every `vite build` (vite.config.ts defines it); null when the sources
 * run directly (`npm run dev`, unit tests), where every start upgrades every product as before.
 */
declare const __SERVER_BUILD_ID__: string | undefined
const BUILD_ID = typeof __SERVER_BUILD_ID__ === 'string' ? __SERVER_BUILD_ID__ : null

/** Beside products.jsonl: which build last brought the log to its shape, against which vocabularies. */
export const PRODUCTS_STAMP_FILE = 'products-stamp.json'

/**
 * What the product log was last read or written as: by this build, with these vocabularies (a hash of their stored
 * form), with the log file at exactly this size and modification time. When all four still hold at a start, every
 * record is already in this build's shape with its texts derived from these vocabularies, so the start need not
 * upgrade and derive each product again (~0.25 ms a product: 1.2 s of a start at 5,000 products). Anything else
 * (another build, a vocabulary write the products did not follow because the process stopped between the two, a
 * log appended or rewritten since, by a crash before the stamp, a restore or an earlier release) gives a different
 * stamp, and the start upgrades every product as it always did.
 */
export type ProductsStamp = { build: string; vocabularies: string; logSize: number; logModified: number }

const hashOf = (vocabularies: unknown) =>
  createHash('sha256').update(JSON.stringify(vocabularies)).digest('base64url')

/**
 * The stamp the log at `logFile` carries now, its texts derived from the vocabularies of that hash; null without a
 * build id or a log file.
 */
async function logStamp(logFile: string, vocabularies: string): Promise<ProductsStamp | null> {
  if (BUILD_ID === null) return null
  const file = await stat(logFile).catch(() => null)
  if (file === null) return null
  return { build: BUILD_ID, vocabularies, logSize: file.size, logModified: file.mtimeMs }
}

const stampPath = (logFile: string) => path.join(path.dirname(logFile), PRODUCTS_STAMP_FILE)

/** Whether the log at `logFile` still is as its stamp says (see ProductsStamp); a missing or broken stamp is not. */
export async function productsStampHolds(logFile: string, vocabularies: unknown): Promise<boolean> {
  const now = await logStamp(logFile, hashOf(vocabularies))
  if (now === null) return false
  let stored: ProductsStamp | null = null
  try {
    stored = JSON.parse(await readFile(stampPath(logFile), 'utf8')) as ProductsStamp
  } catch {
    // No stamp yet, or one a crash cut short: the start upgrades every product.
  }
  return (
    stored !== null &&
    stored.build === now.build &&
    stored.vocabularies === now.vocabularies &&
    stored.logSize === now.logSize &&
    stored.logModified === now.logModified
  )
}

/** Per log file, in this process: the vocabularies (their hash) the products' texts were last derived from. */
const derivedFrom = new Map<string, string>()

/**
 * Notes that every product of the log at `logFile` now has its texts derived from `vocabularies`: after a start's
 * upgrade, and after a vocabulary write's products were derived again. A vocabulary write whose products were not
 * (the second write failed) leaves the note as it was, so the stamp made at close names the older vocabularies and
 * the next start derives every product again.
 */
export function productsDerivedFrom(logFile: string, vocabularies: unknown): void {
  derivedFrom.set(path.resolve(logFile), hashOf(vocabularies))
}

/**
 * Stamps the log at `logFile` as it is now (after a start's upgrade, and when the store is closed). Written without
 * fsync: the log it describes is on disk already, and a stamp lost or cut short by a power cut only means the next
 * start upgrades every product (a torn file does not parse).
 */
export async function stampProducts(logFile: string): Promise<void> {
  const vocabularies = derivedFrom.get(path.resolve(logFile))
  if (vocabularies === undefined) return
  const now = await logStamp(logFile, vocabularies)
  if (now !== null) await writeFile(stampPath(logFile), `${JSON.stringify(now)}\n`, { mode: 0o600 })
}
