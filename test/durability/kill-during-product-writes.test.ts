import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Type } from 'typebox'
import { afterAll, describe, expect, it } from 'vitest'
import { RecordStore } from '../../server/store/record-store.ts'
import { burstAndKill } from '../helpers/processes.ts'

const fixture = path.resolve('test/fixtures/product-write-burst.ts')
const dir = await mkdtemp(path.join(os.tmpdir(), 'kill9-records-'))
afterAll(() => rm(dir, { recursive: true, force: true }))
const GROUP = Array.from({ length: 30 }, (_, k) => `g-${k}`)

type Acked = { puts: Set<string>; batches: string[] }

/** Runs one burst of the fixture and kills it with SIGKILL after `killAfterAcks` acknowledgements. */
async function burst(round: number, killAfterAcks: number): Promise<Acked> {
  const acked: Acked = { puts: new Set(), batches: [] }
  await burstAndKill(fixture, [dir, String(round)], killAfterAcks, (kind, id) => {
    if (kind === 'put') acked.puts.add(id)
    else acked.batches.push(id)
  })
  return acked
}

describe('kill -9 during a burst of product writes (the record log)', () => {
  it('loses no acknowledged write and never shows half a batch, five rounds', async () => {
    const puts = new Set<string>()
    let killedMidway = 0
    for (let round = 0; round < 5; round++) {
      const acked = await burst(round, 5 + Math.floor(Math.random() * 250))
      if (acked.puts.size + acked.batches.length < 300) killedMidway++
      for (const id of acked.puts) puts.add(id)
      // Opened as a start opens it: a torn tail is cut, every record is checked against the schema.
      const { store } = await RecordStore.open<{ id: string; tag: string }>({
        file: path.join(dir, 'items.jsonl'),
        schema: Type.Object({ id: Type.String(), tag: Type.String(), payload: Type.String() }),
        seed: () => {
          throw new Error('the log must exist after the first round')
        },
      })
      const ids = store.data.map((record) => record.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of puts) expect(ids, `lost ${id}`).toContain(id)
      // The 30 records of a batch carry one tag: the whole batch or none of it.
      const tags = new Set(GROUP.map((id) => store.get(id)?.tag))
      expect([...tags]).toHaveLength(1)
      // Batches run one at a time, in order: the last one acknowledged (or a later one) is what is stored.
      const last = acked.batches.sort().at(-1)
      const stored = [...tags][0]!
      if (last) expect(stored >= last, `stored batch ${stored} older than acknowledged ${last}`).toBe(true)
      await store.close()
    }
    // Only meaningful if the kill really landed mid-burst.
    expect(killedMidway).toBeGreaterThan(0)
  }, 120_000)
})
