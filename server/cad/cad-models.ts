import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { RenderGate } from '../cache/render-gate.ts'
import { builtWorker, ThreadClient } from '../workers/thread-client.ts'
import type { ModelJob } from './cad-worker.ts'
import type { BuiltModel } from './kernel.ts'
import type { ModelSpec } from './model-spec.ts'

/**
 * The code's version of every model: raise it whenever server/cad/solid.ts or kernel.ts changes what a model
 * holds, so models built by an older release are built again (their folder is removed at start).
 */
export const MODEL_VERSION = 2

/** A built model's files: the STEP and the 3D view's mesh, named by the hash of what they were built from. */
export type ModelFiles = { key: string; step: string; mesh: string }

/**
 * CAD models built once and kept on disk, per standard, size and length: a file's name is a hash of its spec (the
 * standard's values for that size) and its name, inside a folder of MODEL_VERSION, so new values or new code name
 * other files and nothing stale is served. Building runs on the CAD worker (cad-worker.ts, the only thread that
 * loads OpenCascade), one model at a time with
 * at most `queue` waiting: beyond that `get` throws BusyError at once. A model that fails to build throws and
 * leaves no file. Requests for a model being built share the work.
 *
 * Models are built rarely (once per size, ever), so the worker stops after a minute without work: that releases
 * the kernel's WebAssembly heap, about 150 MB of the process's memory. Not all of it: the allocator keeps part for
 * reuse, and on Node 24 repeated starts settle about 150-350 MB above a server that never built a model (scratch
 * measurement, eight start-build-stop rounds), about what a worker kept running holds.
 */
export class CadModels {
  private readonly known = new Set<string>()
  private readonly making = new Map<string, Promise<ModelFiles>>()
  private readonly gate: RenderGate
  /** Models built by this process (a test reads it). */
  built = 0

  private constructor(
    private readonly dir: string,
    private readonly builder: ThreadClient<ModelJob, BuiltModel>,
    queue: number,
  ) {
    this.gate = new RenderGate(1, queue, queue)
  }

  static async open(
    cacheDir: string,
    distDir: string,
    options: { idleMs?: number; queue?: number } = {},
  ): Promise<CadModels> {
    const root = path.join(cacheDir, 'cad')
    const dir = path.join(root, `v${MODEL_VERSION}`)
    await mkdir(dir, { recursive: true, mode: 0o700 })
    // Models of other code versions are never served again.
    for (const entry of await readdir(root)) {
      if (entry !== `v${MODEL_VERSION}`) await rm(path.join(root, entry), { recursive: true, force: true })
    }
    const entries = await readdir(dir)
    // A write a crash cut short left its temporary file: never a model.
    for (const entry of entries.filter((file) => file.endsWith('.tmp'))) {
      await rm(path.join(dir, entry), { force: true })
    }
    const known = new Set(entries.filter((file) => file.endsWith('.step')).map((file) => file.slice(0, -5)))
    const builder = new ThreadClient<ModelJob, BuiltModel>({
      built: builtWorker(distDir, 'cad-worker'),
      source: new URL('./cad-worker.ts', import.meta.url),
      fallback: async ({ spec, name }) => (await import('./kernel.ts')).buildModel(spec, name),
      idleMs: options.idleMs ?? 60_000,
    })
    const models = new CadModels(dir, builder, options.queue ?? 8)
    for (const key of known) models.known.add(key)
    return models
  }

  static keyOf(spec: ModelSpec, name: string): string {
    return createHash('sha256').update(JSON.stringify({ spec, name })).digest('base64url').slice(0, 24)
  }

  /** The files of `spec`'s model, built first when new. */
  get(spec: ModelSpec, name: string): Promise<ModelFiles> {
    const key = CadModels.keyOf(spec, name)
    if (this.known.has(key)) return Promise.resolve(this.filesOf(key))
    let pending = this.making.get(key)
    if (!pending) {
      pending = this.gate.run(() => this.build(key, spec, name)).finally(() => this.making.delete(key))
      this.making.set(key, pending)
    }
    return pending
  }

  /** Forgets a model whose files went missing, so the next `get` builds it again. */
  forget(key: string): void {
    this.known.delete(key)
  }

  read(file: string): Promise<Buffer> {
    return readFile(file)
  }

  get workerRunning(): boolean {
    return this.builder.running
  }

  get workerStarts(): number {
    return this.builder.starts
  }

  async close(): Promise<void> {
    await this.builder.close()
  }

  private async build(key: string, spec: ModelSpec, name: string): Promise<ModelFiles> {
    const model = await this.builder.run({ spec, name })
    const files = this.filesOf(key)
    // The mesh first, the STEP last: the STEP's presence is what marks a model complete at the next start.
    await this.write(files.mesh, model.mesh)
    await this.write(files.step, model.step)
    this.known.add(key)
    this.built++
    return files
  }

  private async write(file: string, bytes: Uint8Array): Promise<void> {
    const temp = `${file}.${process.pid}.tmp`
    try {
      // Made again if a cleaner emptied the folder under the running process (the route then forgets the model).
      await mkdir(this.dir, { recursive: true, mode: 0o700 })
      await writeFile(temp, bytes, { mode: 0o600 })
      await rename(temp, file)
    } catch (error) {
      // A full disk: the model answers 503 and nothing half-written stays behind.
      await rm(temp, { force: true })
      throw error
    }
  }

  private filesOf(key: string): ModelFiles {
    return {
      key,
      step: path.join(this.dir, `${key}.step`),
      mesh: path.join(this.dir, `${key}.mesh.json`),
    }
  }
}
