import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { burstAndKill } from '../helpers/processes.ts'

const fixture = path.resolve('test/fixtures/write-burst.ts')
const dir = await mkdtemp(path.join(os.tmpdir(), 'kill9-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

/** Runs one burst, kills the writer with SIGKILL after `killAfterAcks` acknowledgements. */
async function burst(round: number, killAfterAcks: number): Promise<Map<string, Set<string>>> {
  const acked = new Map<string, Set<string>>([
    ['a.json', new Set()],
    ['b.json', new Set()],
  ])
  await burstAndKill(fixture, [dir, String(round)], killAfterAcks, (file, id) => acked.get(file)?.add(id))
  return acked
}

describe('kill -9 during a burst of writes', () => {
  it('leaves every file parseable with every acknowledged write present, five rounds', async () => {
    const allAcked = new Map<string, Set<string>>([
      ['a.json', new Set()],
      ['b.json', new Set()],
    ])
    let killedMidway = 0
    for (let round = 0; round < 5; round++) {
      const killAt = 5 + Math.floor(Math.random() * 150)
      const acked = await burst(round, killAt)
      for (const [file, ids] of acked) for (const id of ids) allAcked.get(file)?.add(id)
      if (acked.get('a.json')!.size + acked.get('b.json')!.size < 200) killedMidway++
      for (const file of ['a.json', 'b.json']) {
        const records = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { id: string }[]
        const ids = records.map((record) => record.id)
        expect(new Set(ids).size).toBe(ids.length)
        for (const id of allAcked.get(file)!) expect(ids).toContain(id)
      }
    }
    // The test is only meaningful if the kill really landed mid-burst.
    expect(killedMidway).toBeGreaterThan(0)
    const leftovers = (await readdir(dir)).filter((name) => name.endsWith('.tmp'))
    // A killed writer may leave a temp file behind; it never replaces a data file.
    for (const name of leftovers) expect(name.startsWith('.')).toBe(true)
  }, 120_000)
})
