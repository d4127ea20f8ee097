import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Type } from 'typebox'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { StoreFileError } from './durable-json-file.ts'
import { ContentVersion } from './json-store.ts'
import { readRecordLog, RecordStore, writeRecordLog } from './record-store.ts'

const Item = Type.Object({ id: Type.String(), name: Type.String() })
type Item = { id: string; name: string }

let dir: string
let file: string
let legacyFile: string
const opened: RecordStore<Item>[] = []
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'record-store-'))
  file = path.join(dir, 'items.jsonl')
  legacyFile = path.join(dir, 'items.json')
})
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close().catch(() => {})))
  await rm(dir, { recursive: true, force: true })
})

async function open(
  options: { upgrade?: (raw: unknown) => unknown; version?: ContentVersion; seed?: Item[] } = {},
) {
  const result = await RecordStore.open<Item>({
    file,
    legacyFile,
    schema: Item,
    seed: () => options.seed ?? [{ id: 'a', name: 'seed' }],
    upgrade: options.upgrade,
    version: options.version,
  })
  opened.push(result.store)
  return result
}

async function reopen() {
  await opened.pop()?.close()
  return open()
}

const lines = async () => (await readFile(file, 'utf8')).split('\n').filter(Boolean)
const item = (id: string, name = id): Item => ({ id, name })

describe('RecordStore', () => {
  it('creates the log from the seed, then replays it in stored order', async () => {
    const first = await open({ seed: [item('a'), item('b')] })
    expect(first.created).toBe(true)
    await first.store.put(item('c'))
    await first.store.put(item('a', 'changed'))
    expect(first.store.data).toEqual([item('a', 'changed'), item('b'), item('c')])
    const { store, created } = await reopen()
    expect(created).toBe(false)
    expect(store.data).toEqual([item('a', 'changed'), item('b'), item('c')])
    expect(store.get('b')).toEqual(item('b'))
  })

  it('writes one line per changed record, whatever the collection holds', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => item(`r${i}`, 'x'.repeat(100)))
    const { store } = await open({ seed: many })
    const size = (await stat(file)).size
    await store.put(item('r7', 'saved'))
    const added = (await stat(file)).size - size
    expect(added).toBe(Buffer.byteLength(`${JSON.stringify({ put: item('r7', 'saved') })}\n`))
  })

  it('bumps the content version on each write that changes something, and only then', async () => {
    const version = new ContentVersion()
    const { store } = await open({ version })
    const before = version.value
    await store.put(item('b'))
    await store.write(() => {})
    expect(version.value).toBe(before + 1)
  })

  it('changes memory only once the write is on disk: a failed or refused write changes nothing', async () => {
    const { store } = await open({ seed: [item('a')] })
    const data = store.data
    await expect(
      store.write((draft) => {
        draft.edit('a')!.name = 'changed'
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(store.data).toBe(data)
    expect(store.data).toEqual([item('a')])
    // A reader holding the list keeps a consistent view: the records it holds are never changed in place.
    await store.write((draft) => {
      draft.edit('a')!.name = 'edited'
    })
    expect(data).toEqual([item('a')])
    expect(store.data).toEqual([item('a', 'edited')])
  })

  it('refuses a write once its log was removed or replaced under it: nothing acknowledged into a lost file', async () => {
    const { store } = await open({ seed: [item('a')] })
    await rm(file)
    await expect(store.put(item('b'))).rejects.toThrow(/removed or replaced while open/)
    expect(store.data).toEqual([item('a')])
  })

  it('removes records; a removed id added again comes last', async () => {
    const { store } = await open({ seed: [item('a'), item('b'), item('c')] })
    expect(await store.remove('a')).toBe(true)
    expect(await store.remove('a')).toBe(false)
    await store.put(item('a', 'again'))
    expect(store.data.map((r) => r.id)).toEqual(['b', 'c', 'a'])
    expect(store.get('c')).toEqual(item('c'))
    expect((await reopen()).store.data.map((r) => r.id)).toEqual(['b', 'c', 'a'])
  })

  it('sees its own changes in a draft: records, get, and a second edit of the same record', async () => {
    const { store } = await open({ seed: [item('a'), item('b')] })
    await store.write((draft) => {
      draft.put(item('c'))
      draft.remove('a')
      expect(draft.records.map((r) => r.id)).toEqual(['b', 'c'])
      draft.put(item('d'))
      expect(draft.records.map((r) => r.id)).toEqual(['b', 'c', 'd'])
      draft.edit('b')!.name = 'one'
      draft.edit('b')!.name += ' two'
      expect(draft.get('b')).toEqual(item('b', 'one two'))
    })
    expect(store.data).toEqual([item('b', 'one two'), item('c'), item('d')])
  })

  it('writes a change of several records as one batch: a crash that cuts it leaves none of it', async () => {
    const { store } = await open({ seed: [item('a'), item('b')] })
    await store.write((draft) => {
      draft.put(item('a', 'both'))
      draft.put(item('b', 'both'))
      draft.put(item('c', 'both'))
    })
    const whole = await lines()
    expect(whole.slice(-4)).toEqual([
      '{"batch":3}',
      ...['a', 'b', 'c'].map((id) => JSON.stringify({ put: item(id, 'both') })),
    ])
    await store.close()
    opened.pop()
    // The same batch again, as a crash leaves it: header and two of its three lines, the third torn.
    const text = await readFile(file, 'utf8')
    const batch = whole.slice(-4).join('\n').replaceAll('both', 'half')
    await writeFile(file, `${text}${batch.slice(0, batch.lastIndexOf('\n') + 10)}`)
    const { store: after } = await open()
    expect(after.data).toEqual([item('a', 'both'), item('b', 'both'), item('c', 'both')])
    // Cut off, so the next append starts clean.
    expect(await readFile(file, 'utf8')).toBe(text)
    // A whole batch missing its last line (the newline of its third line never written) is cut as well.
    await after.close()
    opened.pop()
    await appendFile(file, batch.split('\n').slice(0, 3).join('\n') + '\n')
    expect((await open()).store.data).toEqual([item('a', 'both'), item('b', 'both'), item('c', 'both')])
    expect(await readFile(file, 'utf8')).toBe(text)
  })

  it('cuts a torn last line (never acknowledged) and keeps appending after it', async () => {
    const first = await open({ seed: [item('a')] })
    await first.store.put(item('b'))
    await first.store.close()
    opened.pop()
    const text = await readFile(file, 'utf8')
    await appendFile(file, '{"put":{"id":"c","na')
    const { store } = await open()
    expect(store.data).toEqual([item('a'), item('b')])
    expect(await readFile(file, 'utf8')).toBe(text)
    await store.put(item('d'))
    expect((await reopen()).store.data).toEqual([item('a'), item('b'), item('d')])
  })

  it('refuses to start on a damaged line before the last, or an invalid record, leaving the file untouched', async () => {
    await writeFile(file, '{"put":{"id":"a","name":"a"}}\n{"put":{"id":"b",\n{"put":{"id":"c","name":"c"}}\n')
    await expect(open()).rejects.toThrow(StoreFileError)
    await writeFile(file, '{"put":{"id":"a","name":"a"}}\n{"put":{"id":"b","name":7}}\n')
    await expect(open()).rejects.toThrow(/does not match its schema \(record b: \/name/)
    expect(await readFile(file, 'utf8')).toBe('{"put":{"id":"a","name":"a"}}\n{"put":{"id":"b","name":7}}\n')
    await writeFile(file, '{"put":{"id":"a","name":"a"}}\n{"something":"else"}\n')
    await expect(open()).rejects.toThrow(/neither a record nor a deletion/)
  })

  it('upgrades records of an earlier shape and writes back only those', async () => {
    await writeRecordLog(file, [item('a'), { id: 'b' } as Item, item('c')])
    // Key order aside, a and c are unchanged: only b is written back.
    const upgrade = (raw: unknown) => ({ name: 'added', ...(raw as object) })
    const size = (await stat(file)).size
    const { store, upgraded } = await open({ upgrade })
    expect(upgraded).toBe(true)
    expect(store.data).toEqual([item('a'), item('b', 'added'), item('c')])
    expect((await stat(file)).size - size).toBe(
      Buffer.byteLength(`${JSON.stringify({ put: item('b', 'added') })}\n`),
    )
    await store.close()
    opened.pop()
    expect((await open({ upgrade })).upgraded).toBe(false)
  })

  it('compacts when superseded lines outnumber live ones by more than max(live, 1,000)', async () => {
    const { store } = await open({ seed: [item('a'), item('b')] })
    for (let round = 0; round < 1001; round++) await store.put(item('a', `round ${round}`))
    // 2 live, 1,001 superseded (the seed's line of a and 1,000 saves): just past the bound.
    await store.flush()
    expect(await lines()).toEqual([
      JSON.stringify({ put: item('a', 'round 1000') }),
      JSON.stringify({ put: item('b') }),
    ])
    expect((await reopen()).store.data).toEqual([item('a', 'round 1000'), item('b')])
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('imports the whole-array file of an earlier release once, upgraded, then removes it', async () => {
    await writeFile(legacyFile, JSON.stringify([item('x'), { id: 'y' }]))
    const upgrade = (raw: unknown) => ({ name: 'added', ...(raw as object) })
    const { store, created, upgraded } = await open({ upgrade })
    expect(created).toBe(false)
    expect(upgraded).toBe(true)
    expect(store.data).toEqual([item('x'), item('y', 'added')])
    expect(await readRecordLog(file)).toEqual(store.data)
    await expect(stat(legacyFile)).rejects.toThrow(/ENOENT/)
  })

  it('repeats or finishes an import a crash interrupted', async () => {
    // Crash before the log was renamed into place: only the old file (and a stale temp file) is there.
    await writeFile(legacyFile, JSON.stringify([item('x')]))
    await writeFile(path.join(dir, '.items.jsonl.0123456789ab.tmp'), '{"put":{"id":"x","na')
    expect((await open()).store.data).toEqual([item('x')])
    // Crash after the rename, before the old file was removed: the log wins, the old file goes.
    await opened.pop()?.close()
    await writeFile(legacyFile, JSON.stringify([item('stale')]))
    expect((await open()).store.data).toEqual([item('x')])
    await expect(stat(legacyFile)).rejects.toThrow(/ENOENT/)
  })

  it('refuses an old file that does not parse or holds an invalid record, leaving it untouched', async () => {
    await writeFile(legacyFile, '[{"id": "x",')
    await expect(open()).rejects.toThrow(StoreFileError)
    await expect(open()).rejects.toThrow(legacyFile)
    expect(await readFile(legacyFile, 'utf8')).toBe('[{"id": "x",')
    await writeFile(legacyFile, '[{"id":"x","name":1}]')
    await expect(open()).rejects.toThrow(/items\.json does not match its schema/)
    expect(await readFile(legacyFile, 'utf8')).toBe('[{"id":"x","name":1}]')
    await expect(stat(file)).rejects.toThrow(/ENOENT/)
  })

  it('runs writes one at a time, in order, none lost', async () => {
    const { store } = await open({ seed: [] })
    await Promise.all(Array.from({ length: 50 }, (_, i) => store.put(item(`p${i}`))))
    expect(store.data).toHaveLength(50)
    expect((await reopen()).store.data.map((r) => r.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => `p${i}`),
    )
  })
})
