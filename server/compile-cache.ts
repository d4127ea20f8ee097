import { lstatSync, mkdirSync } from 'node:fs'
import nodeModule from 'node:module'
import path from 'node:path'

/** node:module's compile-cache calls (Node 22.1+; the project's Node 20 types do not know them). */
const module = nodeModule as typeof nodeModule & {
  enableCompileCache?: (directory: string) => { status: number; message?: string; directory?: string }
  flushCompileCache?: () => void
  constants?: { compileCacheStatus: { ENABLED: number; ALREADY_ENABLED: number } }
}

/**
 * What the start did about V8's compile cache: `enabled` (the folder it uses), or why not. Node keeps the compiled
 * code of each module it loads there and checks it against the module's source, so later starts of the same build
 * skip compiling Fastify, React and the app (~0.1-0.2 s of a ~1 s start on a small host).
 */
export type CompileCacheState =
  { state: 'enabled'; directory: string } | { state: 'unavailable' | 'refused' | 'failed'; reason: string }

/**
 * Turns the cache on in `<cacheDir>/compile`, before the app's modules are imported (a module compiled before
 * this is not cached). Compiled code is run as it is read, so the folder must be the process user's own: it is
 * refused when it, or the cache folder holding it, belongs to someone else or is writable by others (the default
 * cache folder lives in the shared temporary directory). Node 20 has no such cache: the start then compiles as
 * before. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
export function enableCompileCacheIn(cacheDir: string): CompileCacheState {
  if (module.enableCompileCache === undefined || module.constants === undefined)
    return { state: 'unavailable', reason: `Node ${process.version} has no compile cache` }
  const directory = path.join(cacheDir, 'compile')
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 })
  } catch (error) {
    return { state: 'failed', reason: (error as Error).message }
  }
  for (const folder of [cacheDir, directory]) {
    const info = lstatSync(folder)
    const uid = process.getuid?.()
    if (!info.isDirectory() || (uid !== undefined && info.uid !== uid) || (info.mode & 0o022) !== 0)
      return { state: 'refused', reason: `${folder} is not a folder only this user can write to` }
  }
  const result = module.enableCompileCache(directory)
  const { ENABLED, ALREADY_ENABLED } = module.constants.compileCacheStatus
  if (result.status === ENABLED || result.status === ALREADY_ENABLED)
    return { state: 'enabled', directory: result.directory ?? directory }
  return { state: 'failed', reason: result.message ?? 'disabled by NODE_DISABLE_COMPILE_CACHE' }
}

/** Writes what was compiled so far (Node writes it at exit too, which a killed process never reaches). */
export function keepCompiledCode(): void {
  module.flushCompileCache?.()
}
