import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { buildDatasheetPdf, type DatasheetDocument } from './datasheet.ts'
import type { DrawAnswer } from './datasheet-worker.ts'

type Pending = { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void }

/**
 * Draws datasheets on a worker thread (datasheet-worker.ts), one at a time in the order asked: the server's own
 * thread only builds the document and receives the bytes. The built server runs `dist/server/datasheet-worker.js`;
 * from source (tests, `npm run dev`) the TypeScript file, which Node 24 loads as is. Where no worker can start
 * (Node 20 from source), or one dies, drawing falls back to this thread: slower for visitors, never broken.
 */
export class DatasheetDrawer {
  private worker: Worker | null = null
  private starting: Promise<Worker | null> | null = null
  private readonly pending = new Map<number, Pending>()
  private nextId = 1
  private failed = false

  constructor(private readonly distDir: string) {}

  async draw(doc: DatasheetDocument): Promise<Uint8Array> {
    const worker = await this.ready()
    if (!worker) return buildDatasheetPdf(doc)
    const id = this.nextId++
    return new Promise<Uint8Array>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, doc })
    })
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = null
    this.failed = true
    if (worker) await worker.terminate()
  }

  private ready(): Promise<Worker | null> {
    if (this.worker) return Promise.resolve(this.worker)
    if (this.failed) return Promise.resolve(null)
    this.starting ??= this.start().finally(() => (this.starting = null))
    return this.starting
  }

  private start(): Promise<Worker | null> {
    const built = path.join(this.distDir, 'server', 'datasheet-worker.js')
    const source = fileURLToPath(new URL('./datasheet-worker.ts', import.meta.url))
    const file = import.meta.url.endsWith('.ts') || !existsSync(built) ? source : built
    return new Promise((resolve) => {
      let worker: Worker
      try {
        worker = new Worker(file)
      } catch {
        this.failed = true
        return resolve(null)
      }
      // Drawing waits for nothing else: the process may exit while the worker idles.
      worker.unref()
      let started = false
      worker.on('message', (message: DrawAnswer | 'ready') => {
        if (message === 'ready') {
          started = true
          this.worker = worker
          return resolve(worker)
        }
        const waiting = this.pending.get(message.id)
        this.pending.delete(message.id)
        if ('pdf' in message) waiting?.resolve(message.pdf)
        else waiting?.reject(new Error(message.error))
      })
      worker.on('error', (error) => {
        // A worker that cannot load stays off; one that dies fails what it held and is started again on demand.
        if (!started) this.failed = true
        this.failAll(error)
        resolve(null)
      })
      worker.on('exit', () => {
        if (this.worker === worker) this.worker = null
        this.failAll(new Error('the datasheet worker stopped'))
        resolve(null)
      })
    })
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }
}
