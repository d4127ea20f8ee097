import { mkdtemp, readFile, rm, unlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seedData } from '../seed/index.ts'
import { type InitialContent, openStores } from './collections.ts'
import { ContentVersion } from './json-store.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'collections-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The content openStores is handed, counting how often it is asked for. */
function counted(content: InitialContent) {
  const seed = () => {
    seed.calls++
    return structuredClone(content)
  }
  seed.calls = 0
  return seed
}

describe('openStores', () => {
  it('creates every missing file from the content it is handed, asking for it once', async () => {
    const content = { ...seedData(), about: { ...seedData().about, mission_tr: 'Handed in' } }
    const seed = counted(content)
    const { stores, created } = await openStores(dir, seed, new ContentVersion())
    expect(seed.calls).toBe(1)
    expect(created.has('about')).toBe(true)
    expect(stores.about.data.mission_tr).toBe('Handed in')
    const stored = JSON.parse(await readFile(path.join(dir, 'about.json'), 'utf8'))
    expect(stored.mission_tr).toBe('Handed in')
    expect(stores.users.data).toEqual([])
  })

  it('asks for the content once at most on a later start, and creates a missing file from it again', async () => {
    await openStores(dir, counted(seedData()), new ContentVersion())
    const again = counted(seedData())
    const { created } = await openStores(dir, again, new ContentVersion())
    expect(again.calls).toBeLessThanOrEqual(1)
    expect(created.size).toBe(0)

    await unlink(path.join(dir, 'vocabularies.json'))
    const missing = counted(seedData())
    const reopened = await openStores(dir, missing, new ContentVersion())
    expect(missing.calls).toBe(1)
    expect([...reopened.created]).toEqual(['vocabularies'])
  })
})
