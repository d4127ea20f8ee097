import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const fixture = path.resolve('test/fixtures/write-burst.ts')
const dir = await mkdtemp(path.join(os.tmpdir(), 'kill9-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

/** Runs one burst, kills the writer with SIGKILL after `killAfterAcks` acknowledgements. */
function burstAndKill(round: number, killAfterAcks: number): Promise<Map<string, Set<string>>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir, String(round)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const acked = new Map<string, Set<string>>([
      ['a.json', new Set()],
      ['b.json', new Set()],
    ])
    let count = 0
    let buffer = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        const [kind, file, id] = line.split(' ')
        if (kind !== 'ack' || !file || !id) continue
        acked.get(file)?.add(id)
        if (++count === killAfterAcks) child.kill('SIGKILL')
      }
    })
    child.on('error', reject)
    child.on('exit', () => resolve(acked))
  })
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
      const acked = await burstAndKill(round, killAt)
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
