import { buildApp } from './app.ts'
import { watchArrivals } from './arrivals.ts'
import { type CompileCacheState, keepCompiledCode } from './compile-cache.ts'
import { loadConfig } from './config.ts'

/** After the start, when the compiled code is written to the compile cache. */
const COMPILE_CACHE_WRITE_DELAY_MS = 2_000

/** Read the environment, build the app, listen, and close gracefully on signals (server.ts runs it). */
export async function main(options: { dev: boolean; compileCache: CompileCacheState | null }): Promise<void> {
  const config = loadConfig(process.env, { dev: options.dev })
  const app = await buildApp(config)
  const address = await app.listen({ port: config.PORT, host: config.HOST })
  // Written a moment after the start (writing it costs ~0.1 s of the first start), so it holds the renderer's
  // modules the first pages load too; at exit Node writes what came later, which a killed process never reaches.
  if (options.compileCache?.state === 'enabled')
    setTimeout(keepCompiledCode, COMPILE_CACHE_WRITE_DELAY_MS).unref()
  else if (options.compileCache && options.compileCache.state !== 'unavailable')
    app.log.warn({ compileCache: options.compileCache }, 'starting without the compile cache')
  console.log(`\n  Site ready: ${address.replace('0.0.0.0', 'localhost')}  (admin: /admin)\n`)

  // Connections and requests that reach the server, so a shutdown can wait for a quiet moment.
  const arrivals = watchArrivals(app.server)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: draining requests and flushing writes')
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    // Requests already sent when the signal came (some still in the listen queue, some accepted but not yet
    // read) are served: keep listening until nothing new arrived for a moment (at most 3 s), then stop
    // accepting and wait for the requests in progress.
    await arrivals.untilQuiet(3_000)
    await app.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
