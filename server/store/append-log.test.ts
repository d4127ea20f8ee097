import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppendLog } from './append-log.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'append-log-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('AppendLog', () => {
  it('keeps appends that arrive while the file is being rewritten: they land in the new file', async () => {
    const file = path.join(dir, 'log.jsonl')
    const { log } = await AppendLog.open<{ n: number }>(file)
    for (let n = 0; n < 2000; n++) await log.append([{ n }])
    // The rewrite keeps the even lines; 50 appends race with it, one while its lines are being read.
    let racing: Promise<void>[] = []
    const rewriting = log.rewrite(() => {
      racing = Array.from({ length: 50 }, (_, i) => log.append([{ n: 10_000 + i }]))
      return Array.from({ length: 1000 }, (_, i) => ({ n: i * 2 }))
    })
    const more = Array.from({ length: 50 }, (_, i) => log.append([{ n: 20_000 + i }]))
    await Promise.all([rewriting, ...more])
    await Promise.all(racing)
    await log.close()
    const { lines } = await AppendLog.open<{ n: number }>(file)
    const seen = new Set(lines.map((line) => line.n))
    expect(lines.length).toBe(1100)
    for (let i = 0; i < 50; i++) {
      expect(seen.has(10_000 + i), `racing ${i}`).toBe(true)
      expect(seen.has(20_000 + i), `after ${i}`).toBe(true)
    }
  })
})
