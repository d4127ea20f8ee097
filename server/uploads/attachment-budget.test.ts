import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AttachmentBudget } from './attachment-budget.ts'

const MB = 1024 * 1024
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'budget-'))
  // Two stored submissions' attachments: 1.5 MB in all.
  await mkdir(path.join(dir, 'private', 'submissions', 'a'), { recursive: true })
  await mkdir(path.join(dir, 'private', 'submissions', 'b'), { recursive: true })
  await writeFile(path.join(dir, 'private', 'submissions', 'a', 'x.pdf'), Buffer.alloc(MB))
  await writeFile(path.join(dir, 'private', 'submissions', 'b', 'y.pdf'), Buffer.alloc(MB / 2))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

function budget(overrides: Partial<ConstructorParameters<typeof AttachmentBudget>[0]> = {}) {
  return new AttachmentBudget({
    uploadsDir: dir,
    capBytes: 3 * MB,
    floorBytes: 0,
    dailyBytesPerAddress: 2 * MB,
    ...overrides,
  })
}

describe('AttachmentBudget', () => {
  it('counts the stored attachments once at start, then by added and removed', async () => {
    const b = budget()
    await b.init()
    expect((await b.status()).usedBytes).toBe(1.5 * MB)
    b.added(MB)
    b.removed(0.5 * MB)
    expect((await b.status()).usedBytes).toBe(2 * MB)
  })

  it("refuses an address's bytes past its day, other addresses still write, a new day starts over", async () => {
    let now = 0
    const b = budget({ capBytes: 100 * MB, now: () => now })
    await b.init()
    expect(b.reserve('1.1.1.1', 1.5 * MB)).toBeNull()
    expect(b.reserve('1.1.1.1', MB)).toBe('address')
    expect(b.left('1.1.1.1')).toEqual({ bytes: 0.5 * MB, limit: 'address' })
    expect(b.reserve('2.2.2.2', 2 * MB)).toBeNull()
    expect(b.retryAfterSeconds('1.1.1.1')).toBe(24 * 3600)
    b.refund('1.1.1.1', 1.5 * MB)
    expect(b.reserve('1.1.1.1', 2 * MB)).toBeNull()
    now += 24 * 3600_000
    expect(b.reserve('2.2.2.2', 2 * MB)).toBeNull()
  })

  it('refuses past the total cap, counting bytes still being received until released', async () => {
    const b = budget({ dailyBytesPerAddress: 100 * MB })
    await b.init()
    expect(b.reserve('a', MB)).toBeNull()
    expect(b.reserve('b', MB)).toBe('total')
    b.release(MB)
    b.added(MB)
    expect(b.left('b')).toEqual({ bytes: 0.5 * MB, limit: 'total' })
    b.removed(MB)
    expect(b.reserve('b', MB)).toBeNull()
  })

  it('keeps the free-disk floor, counting what was written since the last statfs', async () => {
    const b = budget({ capBytes: 1e15, dailyBytesPerAddress: 1e15 })
    await b.init()
    const { freeDiskBytes } = await b.status()
    const floored = budget({ capBytes: 1e15, dailyBytesPerAddress: 1e15, floorBytes: freeDiskBytes - 2 * MB })
    await floored.init()
    expect(floored.reserve('a', MB)).toBeNull()
    // Some other process may write meanwhile: the second MB may or may not fit, the third never.
    floored.reserve('a', MB)
    expect(floored.reserve('a', MB)).toBe('disk')
  })

  it('warns past 80 % of the cap or under twice the floor', async () => {
    const b = budget({ capBytes: 10 * MB })
    await b.init()
    expect((await b.status()).nearLimit).toBe(false)
    b.added(7 * MB)
    expect((await b.status()).nearLimit).toBe(true)
    const { freeDiskBytes } = await b.status()
    const low = budget({ capBytes: 1e15, floorBytes: freeDiskBytes })
    await low.init()
    expect((await low.status()).nearLimit).toBe(true)
  })

  it('remembers a bounded number of addresses', async () => {
    const b = budget({ capBytes: 1e15, maxAddresses: 100 })
    await b.init()
    for (let i = 0; i < 1000; i++) expect(b.reserve(`10.0.${i >> 8}.${i & 255}`, 1)).toBeNull()
    expect(b.addresses).toBeLessThanOrEqual(100)
  })
})
