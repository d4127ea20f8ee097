import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Type } from 'typebox'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { StoreFileError } from './durable-json-file.ts'
import { ContentVersion, JsonStore } from './json-store.ts'

const Items = Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))
type Items = { id: number; name: string }[]

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'store-'))
})
afterEach(async () => {
  await chmod(dir, 0o755).catch(() => {})
  await rm(dir, { recursive: true, force: true })
})

const open = (file = path.join(dir, 'items.json'), version = new ContentVersion()) =>
  JsonStore.open<Items>({ file, schema: Items, seed: () => [{ id: 1, name: 'seed' }], version })

describe('JsonStore', () => {
  it('creates a missing file from the seed', async () => {
    const { store, created } = await open()
    expect(created).toBe(true)
    expect(store.data).toEqual([{ id: 1, name: 'seed' }])
    expect(JSON.parse(await readFile(path.join(dir, 'items.json'), 'utf8'))).toEqual([
      { id: 1, name: 'seed' },
    ])
  })

  it('keeps an existing file and does not reseed it', async () => {
    await writeFile(path.join(dir, 'items.json'), '[{"id":7,"name":"kept"}]')
    const { store, created } = await open()
    expect(created).toBe(false)
    expect(store.data).toEqual([{ id: 7, name: 'kept' }])
  })

  it('refuses to start on a file that does not parse, naming it and leaving it untouched', async () => {
    const file = path.join(dir, 'items.json')
    await writeFile(file, '[{"id": 1,')
    await expect(open()).rejects.toThrow(StoreFileError)
    await expect(open()).rejects.toThrow(file)
    expect(await readFile(file, 'utf8')).toBe('[{"id": 1,')
  })

  it('refuses a file that parses but does not match the schema', async () => {
    const file = path.join(dir, 'items.json')
    await writeFile(file, '[{"id":"x"}]')
    await expect(open()).rejects.toThrow(/does not match its schema/)
    expect(await readFile(file, 'utf8')).toBe('[{"id":"x"}]')
  })

  it('upgrades an older file before the schema check and writes it back once', async () => {
    const file = path.join(dir, 'items.json')
    await writeFile(file, '[{"id":7}]')
    const upgrade = (raw: unknown) =>
      (raw as Record<string, unknown>[]).map((item) => ({ name: 'added', ...item }))
    const first = await JsonStore.open<Items>({ file, schema: Items, seed: () => [], upgrade })
    expect(first.upgraded).toBe(true)
    expect(first.store.data).toEqual([{ id: 7, name: 'added' }])
    const written = await readFile(file, 'utf8')
    expect(JSON.parse(written)).toEqual([{ id: 7, name: 'added' }])
    const second = await JsonStore.open<Items>({ file, schema: Items, seed: () => [], upgrade })
    expect(second.upgraded).toBe(false)
    expect(await readFile(file, 'utf8')).toBe(written)
  })

  it('never writes an upgrade that still does not match the schema', async () => {
    const file = path.join(dir, 'items.json')
    await writeFile(file, '[{"id":"x"}]')
    const upgrade = (raw: unknown) => (raw as object[]).map((item) => ({ ...item, name: 'added' }))
    await expect(JsonStore.open<Items>({ file, schema: Items, seed: () => [], upgrade })).rejects.toThrow(
      /does not match its schema/,
    )
    expect(await readFile(file, 'utf8')).toBe('[{"id":"x"}]')
  })

  it('serialises concurrent updates so none is lost, and bumps the content version', async () => {
    const version = new ContentVersion()
    const { store } = await open(undefined, version)
    const before = version.value
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.update((items) => {
          items.push({ id: i + 100, name: `n${i}` })
        }),
      ),
    )
    expect(store.data).toHaveLength(51)
    expect(version.value).toBe(before + 50)
    const onDisk = JSON.parse(await readFile(path.join(dir, 'items.json'), 'utf8')) as Items
    expect(onDisk.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      store.data.map((i) => i.id).sort((a, b) => a - b),
    )
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('keeps memory unchanged when a write fails (no phantom record)', async () => {
    const { store } = await open()
    await chmod(dir, 0o500)
    if (process.getuid?.() === 0) {
      // root ignores folder permissions; make the write fail by replacing the folder path instead
      await chmod(dir, 0o755)
      await rm(dir, { recursive: true, force: true })
    }
    await expect(
      store.update((items) => {
        items.push({ id: 2, name: 'phantom' })
      }),
    ).rejects.toThrow()
    expect(store.data).toEqual([{ id: 1, name: 'seed' }])
    // the queue still works after a failure
    await chmod(dir, 0o755).catch(() => {})
  })

  it('a mutation that throws changes nothing', async () => {
    const { store } = await open()
    await expect(
      store.update((items) => {
        items.push({ id: 3, name: 'x' })
        throw new Error('validation failed')
      }),
    ).rejects.toThrow('validation failed')
    expect(store.data).toHaveLength(1)
  })
})
