import { open, readFile, unlink } from 'node:fs/promises'
import path from 'node:path'
import { Compile } from 'typebox/compile'
import { TimelineEvent } from '../../shared/schemas/desk.ts'

const Event = Compile(TimelineEvent)

/**
 * A request's timeline: `DATA_DIR/submissions/<id>.timeline.jsonl`, one fsynced JSON line per event (status
 * change, note, mail, quotation). An append costs the same however long the timeline or the inbox is, a crash
 * loses no acknowledged event (a torn last line is skipped on read), and backups copy it with the inbox.
 * Appends to one timeline run one at a time.
 */
export class Timelines {
  private readonly queues = new Map<string, Promise<unknown>>()

  constructor(private readonly dir: string) {}

  file(id: string): string {
    return path.join(this.dir, `${id}.timeline.jsonl`)
  }

  /** Appends one event; resolves once it is on disk. */
  append(id: string, event: TimelineEvent): Promise<void> {
    if (!Event.Check(event))
      return Promise.reject(new Error(`not a timeline event: ${JSON.stringify(event)}`))
    const line = `${JSON.stringify(event)}\n`
    const run = async () => {
      const handle = await open(this.file(id), 'a', 0o600)
      try {
        await handle.write(line)
        await handle.sync()
      } finally {
        await handle.close()
      }
    }
    const previous = this.queues.get(id) ?? Promise.resolve()
    const next = previous.then(run, run)
    const settled = next.catch(() => {})
    this.queues.set(id, settled)
    void settled.then(() => {
      if (this.queues.get(id) === settled) this.queues.delete(id)
    })
    return next
  }

  /** The events, oldest first (none for a request without a timeline file). */
  async read(id: string): Promise<TimelineEvent[]> {
    const text = await readFile(this.file(id), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return ''
      throw error
    })
    const events: TimelineEvent[] = []
    for (const line of text.split('\n')) {
      if (!line) continue
      try {
        const value: unknown = JSON.parse(line)
        if (Event.Check(value)) events.push(value)
      } catch {
        // The torn last line of an append a crash cut off: it was never acknowledged.
      }
    }
    return events
  }

  /** Removes a deleted request's timeline. */
  async remove(id: string): Promise<void> {
    await unlink(this.file(id)).catch(() => {})
  }
}
