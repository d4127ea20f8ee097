import { readdir, stat, statfs } from 'node:fs/promises'
import path from 'node:path'
import type { StorageStatus } from '../../shared/schemas/stats.ts'

/** Which bound refused a write: the address's daily budget, the total cap, or the free-disk floor. */
export type BudgetLimit = 'address' | 'total' | 'disk'


export type BudgetOptions = {
  /** UPLOADS_DIR: stored attachments are under private/submissions, free disk is read here. */
  uploadsDir: string
  capBytes: number
  floorBytes: number
  dailyBytesPerAddress: number
  /** Upper bound on remembered addresses, so a flood of addresses cannot exhaust memory. */
  maxAddresses?: number
  now?: () => number
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Bytes of visitors' attachments, in memory: the total stored (scanned once at start, then kept
 * by `added`/`removed`), the bytes being received right now (`reserve`, until `release`), each
 * address's bytes of the last day, and the free disk (from statfs, less what was written since).
 */
export class AttachmentBudget {
  private usedBytes = 0
  private inFlightBytes = 0
  private freeDiskBytes = Number.POSITIVE_INFINITY
  private writtenSinceStatfs = 0
  private readonly days = new Map<string, { start: number; bytes: number }>()
  private readonly maxAddresses: number
  private readonly now: () => number

  constructor(private readonly options: BudgetOptions) {
    this.maxAddresses = options.maxAddresses ?? 10_000
    this.now = options.now ?? Date.now
  }

  async init(): Promise<void> {
    this.usedBytes = await bytesUnder(path.join(this.options.uploadsDir, 'private', 'submissions'))
    await this.refreshDisk()
  }

  /** One statfs call (microseconds); done once per form post, before its body is read. */
  async refreshDisk(): Promise<void> {
    const fs = await statfs(this.options.uploadsDir)
    this.freeDiskBytes = fs.bavail * fs.bsize
    this.writtenSinceStatfs = 0
  }

  /** The most this address may write now, and the bound that sets it. */
  left(address: string): { bytes: number; limit: BudgetLimit } {
    const bounds: [number, BudgetLimit][] = [
      [this.freeDiskBytes - this.writtenSinceStatfs - this.options.floorBytes, 'disk'],
      [this.options.capBytes - this.usedBytes - this.inFlightBytes, 'total'],
      [this.options.dailyBytesPerAddress - this.dayOf(address).bytes, 'address'],
    ]
    const [bytes, limit] = bounds.reduce((least, bound) => (bound[0] < least[0] ? bound : least))
    return { bytes: Math.max(0, bytes), limit }
  }

  /** Counts `bytes` about to be written for `address`, or names the bound they would cross. */
  reserve(address: string, bytes: number): BudgetLimit | null {
    const { bytes: left, limit } = this.left(address)
    if (bytes > left) return limit
    const day = this.dayOf(address)
    day.bytes += bytes
    this.days.delete(address)
    if (this.days.size >= this.maxAddresses) this.evict()
    this.days.set(address, day)
    this.inFlightBytes += bytes
    this.writtenSinceStatfs += bytes
    return null
  }

  /** The request that reserved `bytes` has ended (its files are stored or removed by now). */
  release(bytes: number): void {
    this.inFlightBytes = Math.max(0, this.inFlightBytes - bytes)
  }

  /** A refused post left nothing behind: its bytes do not count against the address's day. */
  refund(address: string, bytes: number): void {
    const day = this.days.get(address)
    if (day) day.bytes = Math.max(0, day.bytes - bytes)
  }

  added(bytes: number): void {
    this.usedBytes += bytes
  }

  removed(bytes: number): void {
    this.usedBytes = Math.max(0, this.usedBytes - bytes)
  }

  /** Seconds until the address's day starts over (for Retry-After). */
  retryAfterSeconds(address: string): number {
    const day = this.days.get(address)
    if (!day) return 0
    return Math.max(1, Math.ceil((day.start + DAY_MS - this.now()) / 1000))
  }

  async status(): Promise<StorageStatus> {
    await this.refreshDisk()
    const { capBytes, floorBytes } = this.options
    return {
      usedBytes: this.usedBytes,
      capBytes,
      freeDiskBytes: this.freeDiskBytes,
      floorBytes,
      nearLimit: this.usedBytes > capBytes * 0.8 || this.freeDiskBytes < floorBytes * 2,
    }
  }

  get addresses(): number {
    return this.days.size
  }

  private dayOf(address: string): { start: number; bytes: number } {
    const day = this.days.get(address)
    if (day && this.now() - day.start < DAY_MS) return day
    return { start: this.now(), bytes: 0 }
  }

  /** Drops addresses whose day is over; if none, the least recently used (Map keeps insertion order). */
  private evict(): void {
    const since = this.now() - DAY_MS
    for (const [address, day] of this.days) if (day.start <= since) this.days.delete(address)
    if (this.days.size >= this.maxAddresses) {
      const oldest = this.days.keys().next().value
      if (oldest !== undefined) this.days.delete(oldest)
    }
  }
}

/** Bytes of the files under `dir` (a missing folder holds none): before a submission's folder is removed, for `removed`. */
export async function bytesUnder(dir: string): Promise<number> {
  let total = 0
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    total += await stat(path.join(entry.parentPath, entry.name)).then(
      (info) => info.size,
      () => 0,
    )
  }
  return total
}
