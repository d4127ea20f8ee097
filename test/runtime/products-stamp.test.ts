import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { PRODUCTS_FILE } from '../../server/store/collections.ts'
import { PRODUCTS_STAMP_FILE, type ProductsStamp } from '../../server/store/products-stamp.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'

/*
 * A start of the built server on a product log it stamped itself (same build, same vocabularies, the log unchanged
 * since) takes the records as they are; anything else makes it upgrade and derive every product again. What is
 * derived is what shows: a product's English spec lines. A line no derivation writes ("edited on disk") survives only
 * a start that trusted the log.
 */

const PRODUCT = 'p-din-933-hex-bolt'
const MARK = 'edited on disk'

let root: string | undefined
let running: RunningServer | undefined
afterAll(async () => {
  await running?.stop()
  if (root) await rm(root, { recursive: true, force: true })
})

async function start(): Promise<string> {
  running = await startServer({}, { root, keepRoot: true })
  root = running.root
  return running.url
}

async function stop(): Promise<void> {
  await running?.stop()
  running = undefined
}

const data = (name: string) => path.join(root!, 'data', name)

async function englishSpecs(url: string): Promise<string[]> {
  const products = (await (await fetch(`${url}/api/products`)).json()) as { id: string; specs_en: string[] }[]
  return products.find((product) => product.id === PRODUCT)!.specs_en
}

/** Writes MARK as the product's first English spec line into the log, as the last version of its record. */
async function markProductOnDisk(): Promise<void> {
  const log = data(PRODUCTS_FILE)
  const lines = (await readFile(log, 'utf8')).split('\n').filter(Boolean)
  const last = lines.findLast((line) => (JSON.parse(line) as { put?: { id: string } }).put?.id === PRODUCT)!
  const record = (JSON.parse(last) as { put: { specs_en: string[] } }).put
  record.specs_en = [MARK, ...record.specs_en.slice(1)]
  await writeFile(log, `${lines.join('\n')}\n${JSON.stringify({ put: record })}\n`)
}

const readStamp = async () => JSON.parse(await readFile(data(PRODUCTS_STAMP_FILE), 'utf8')) as ProductsStamp

/** Stamps the log as it is now, as the server would have: only the log's size and time change. */
async function restamp(): Promise<void> {
  const file = await stat(data(PRODUCTS_FILE))
  const stamp = { ...(await readStamp()), logSize: file.size, logModified: file.mtimeMs }
  await writeFile(data(PRODUCTS_STAMP_FILE), JSON.stringify(stamp))
}

it('trusts a log it stamped, and derives every product again when the log, the vocabularies or the build changed', async () => {
  root = undefined
  await start()
  await stop()
  const stamped = await readStamp()
  expect(stamped.logSize).toBe((await stat(data(PRODUCTS_FILE))).size)
  expect(stamped.build).toMatch(/^[0-9a-f-]{36}$/)

  // The log as stamped: the start takes the record as it is.
  await markProductOnDisk()
  await restamp()
  let url = await start()
  expect((await englishSpecs(url))[0]).toBe(MARK)
  await stop()

  // The log changed after its stamp (another process, a restore, a crash before the stamp): derived again.
  await markProductOnDisk()
  url = await start()
  expect((await englishSpecs(url))[0]).toBe('DIN 933 / ISO 4017')
  await stop()

  // The vocabularies changed (a write the products never followed): derived again, with the new label.
  await markProductOnDisk()
  await restamp()
  const vocabularies = JSON.parse(await readFile(data('vocabularies.json'), 'utf8')) as {
    finishes: { id: string; label_en: string }[]
  }
  vocabularies.finishes.find((term) => term.id === 'plain')!.label_en = 'Self colour'
  await writeFile(data('vocabularies.json'), JSON.stringify(vocabularies))
  url = await start()
  const specs = await englishSpecs(url)
  expect(specs).not.toContain(MARK)
  expect(specs.join(' | ')).toContain('Self colour')
  await stop()

  // Another build: derived again.
  await markProductOnDisk()
  await restamp()
  await writeFile(
    data(PRODUCTS_STAMP_FILE),
    JSON.stringify({ ...(await readStamp()), build: 'an-earlier-build' }),
  )
  url = await start()
  expect(await englishSpecs(url)).not.toContain(MARK)
  await stop()
  expect((await readStamp()).build).toBe(stamped.build)
})
