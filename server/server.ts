import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'

/** Process entry: read the environment, build the app, listen, and close gracefully on signals. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, { dev: process.argv.includes('--dev') })
  const app = await buildApp(config)
  const address = await app.listen({ port: config.PORT, host: config.HOST })
  console.log(`\n  Site ready: ${address.replace('0.0.0.0', 'localhost')}  (admin: /admin)\n`)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: draining requests and flushing writes')
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    await app.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
