import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

/*
 * Heavy work (drawing datasheets, building CAD models) runs on a worker thread, so the thread visitors' pages are
 * answered on only posts a job and receives the bytes. One protocol for every such worker: the worker says 'ready'
 * once loaded, then answers each `{ id, input }` with `{ id, output }` or `{ id, error }`.
 */

import type { Answer, Job } from './serve-jobs.ts'

type Pending<Out> = { resolve: (output: Out) => void; reject: (error: Error) => void }

export type ThreadClientOptions<In, Out> = {
  /** The worker's module beside this build's server (`dist/server/<name>.js`) and its source (tests, `npm run dev`). */
  built: string
  source: URL
  /** Where no worker can start (Node 20 from source) the job runs here: slower for visitors, never broken. */
  fallback: (input: In) => Promise<Out>
  /** Stop the worker after this long without a job (its memory goes back to the system); never when absent. */
  idleMs?: number
}

/** Runs jobs on one worker thread, in the order asked; started on the first job. */
export class ThreadClient<In, Out> {
  private worker: Worker | null = null
  private starting: Promise<Worker | null> | null = null
  private readonly pending = new Map<number, Pending<Out>>()
  private nextId = 1
  private failed = false
  private idleTimer: NodeJS.Timeout | null = null
  /** Times a worker was started: a test reads it to see the idle stop work. */
  starts = 0

  constructor(private readonly options: ThreadClientOptions<In, Out>) {}

  async run(input: In): Promise<Out> {
    this.clearIdle()
    const worker = await this.ready()
    if (!worker) return this.options.fallback(input)
    const id = this.nextId++
    return new Promise<Out>((resolve, reject) => {
      this.pending.set(id, {
        resolve: (output) => {
          resolve(output)
          this.armIdle()
        },
        reject: (error) => {
          reject(error)
          this.armIdle()
        },
      })
      worker.postMessage({ id, input } satisfies Job<In>)
    })
  }

  get running(): boolean {
    return this.worker !== null
  }

  async close(): Promise<void> {
    this.clearIdle()
    const worker = this.worker
    this.worker = null
    this.failed = true
    if (worker) await worker.terminate()
  }

  private armIdle(): void {
    const { idleMs } = this.options
    if (idleMs === undefined || this.pending.size > 0 || !this.worker) return
    this.clearIdle()
    this.idleTimer = setTimeout(() => {
      const worker = this.worker
      if (!worker || this.pending.size > 0) return
      this.worker = null
      void worker.terminate()
    }, idleMs)
    this.idleTimer.unref()
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer)
    this.idleTimer = null
  }

  private ready(): Promise<Worker | null> {
    if (this.worker) return Promise.resolve(this.worker)
    if (this.failed) return Promise.resolve(null)
    this.starting ??= this.start().finally(() => (this.starting = null))
    return this.starting
  }

  private start(): Promise<Worker | null> {
    const file =
      isSource() || !existsSync(this.options.built) ? fileURLToPath(this.options.source) : this.options.built
    return new Promise((resolve) => {
      let worker: Worker
      try {
        worker = new Worker(file)
      } catch {
        this.failed = true
        return resolve(null)
      }
      this.starts++
      // The job waits for nothing else: the process may exit while the worker idles.
      worker.unref()
      let started = false
      worker.on('message', (message: Answer<Out> | 'ready') => {
        if (message === 'ready') {
          started = true
          this.worker = worker
          return resolve(worker)
        }
        const waiting = this.pending.get(message.id)
        this.pending.delete(message.id)
        if ('output' in message) waiting?.resolve(message.output)
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
        this.failAll(new Error('the worker thread stopped'))
        resolve(null)
      })
    })
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error)
    this.pending.clear()
  }
}

/** Whether this server runs from its TypeScript source (tests, `npm run dev`) rather than the build. */
function isSource(): boolean {
  return import.meta.url.endsWith('.ts')
}

/** The path of a built worker module: `dist/server/<name>.js`. */
export function builtWorker(distDir: string, name: string): string {
  return path.join(distDir, 'server', `${name}.js`)
}
