import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

/**
 * Where the process keeps what it can make again (drawn datasheets, CAD models, compiled code), read by config.ts
 * and, before any of the app's modules load, by the process entry (server.ts): so this file needs nothing but Node.
 */

/** DATA_DIR when the environment does not set it. */
export const DEFAULT_DATA_DIR = './data'

/**
 * CACHE_DIR as set, or a private folder of the system's temporary directory, one per data folder (never inside
 * it: backups copy DATA_DIR).
 */
export function cacheDirFor(cacheDirSetting: string, dataDir: string, rootDir: string): string {
  if (cacheDirSetting) return path.resolve(rootDir, cacheDirSetting)
  return path.join(
    os.tmpdir(),
    `fastener-site-cache-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`,
  )
}

/** The cache folder the environment names, read the way loadConfig reads it (an empty variable is unset). */
export function cacheDirFromEnv(env: NodeJS.ProcessEnv, rootDir: string): string {
  return cacheDirFor(env.CACHE_DIR ?? '', path.resolve(rootDir, env.DATA_DIR || DEFAULT_DATA_DIR), rootDir)
}
