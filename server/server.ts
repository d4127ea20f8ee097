import { cacheDirFromEnv } from './cache-dir.ts'
import { enableCompileCacheIn } from './compile-cache.ts'

/*
 * Process entry. The compile cache is turned on first, with nothing of the app loaded yet (only modules imported
 * after it are cached), then the app is imported and started (main.ts). In development tsx compiles the sources,
 * so there is nothing to cache.
 */
const dev = process.argv.includes('--dev')
const compileCache = dev ? null : enableCompileCacheIn(cacheDirFromEnv(process.env, process.cwd()))
const { main } = await import('./main.ts')
main({ dev, compileCache }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
