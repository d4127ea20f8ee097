import { cacheDirFromEnv } from './cache-dir.ts'
import { enableCompileCacheIn } from './compile-cache.ts'

/*
 * Process entry. The compile cache is turned on first, with nothing of the app loaded yet (only modules imported
 * after it are cached), then the app is imported and started (main.ts). In development tsx compiles the sources,
 * so there is nothing to cache.
 */
const dev = process.argv.includes('--dev')
/*
 * React and the other libraries choose their build by NODE_ENV as they load: a built server started without it
 * (`node dist/server/server.js` from a service file) would render with React's development build, many times slower
 * (one /urunler render: 81 ms against 5 ms, side by side on a loaded machine), and warn. `npm start` and the Docker
 * image set it; this covers any other way in. Set before main.ts is imported, so before any library is loaded.
 */
if (!dev && !process.env.NODE_ENV) process.env.NODE_ENV = 'production'
const compileCache = dev ? null : enableCompileCacheIn(cacheDirFromEnv(process.env, process.cwd()))
const { main } = await import('./main.ts')
main({ dev, compileCache }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
