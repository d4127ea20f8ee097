// Part of `npm run bench`: bare Fastify sending the very same bytes from memory (no hooks, no
// plugins), the ceiling any Fastify app can reach on this machine.
// Usage: node scripts/bench-fastify-baseline.mjs <port> <routes.json>, where routes.json lists
// { path, file, type, gzip } entries (gzip: the file holds gzip bytes, sent with Content-Encoding: gzip).
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const [port, routesFile] = process.argv.slice(2)
const app = Fastify({ logger: false })
for (const route of JSON.parse(readFileSync(routesFile, 'utf8'))) {
  const body = readFileSync(route.file)
  app.get(route.path, (_request, reply) => {
    if (route.gzip) reply.header('content-encoding', 'gzip')
    reply.header('content-type', route.type).send(body)
  })
}
await app.listen({ port: Number(port), host: '127.0.0.1' })
