import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { preferredEncoding } from '../../cache/accept-encoding.ts'
import { CACHE_FOREVER } from '../../cache/cache-control.ts'

type Asset = { body: Buffer; br?: Buffer; gzip?: Buffer; type: string; etag: string }

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
}

/**
 * Serves Vite's hashed build output (/assets/*) from memory, with the .br/.gz files written at
 * build time (scripts/precompress.mjs): no disk read and no compression per request.
 */
const clientAssets: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  const assets = new Map<string, Asset>()
  const assetDir = path.join(dir, 'assets')
  // Read synchronously: at start nothing else waits, and ~60 small files with their compressed copies read one
  // after another through the thread pool left the process idle ~50 ms between reads.
  const names = new Set(readAssetNames(assetDir))
  const read = (name: string) => (names.has(name) ? readFileSync(path.join(assetDir, name)) : undefined)
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue
    const body = readFileSync(path.join(assetDir, name))
    const hash = /-([A-Za-z0-9_-]{8,})\.[a-z0-9]+$/.exec(name)?.[1] ?? String(body.length)
    assets.set(name, {
      body,
      br: read(`${name}.br`),
      gzip: read(`${name}.gz`),
      type: TYPES[path.extname(name)] ?? 'application/octet-stream',
      etag: `"${hash}"`,
    })
  }

  app.get<{ Params: { '*': string } }>('/assets/*', { compress: false }, async (request, reply) => {
    const asset = assets.get(request.params['*'])
    if (!asset) return reply.code(404).send({ error: 'Not Found', message: 'Not found' })
    reply
      .header('Content-Type', asset.type)
      .header('Cache-Control', CACHE_FOREVER)
      .header('ETag', asset.etag)
      .header('Vary', 'Accept-Encoding')
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send()
    const available = (['br', 'gzip'] as const).filter((coding) => asset[coding])
    const encoding = preferredEncoding(request.headers['accept-encoding'], available)
    if (encoding) return reply.header('Content-Encoding', encoding).send(asset[encoding])
    return reply.send(asset.body)
  })
}
export default clientAssets

/** The build's asset files; none when the folder is missing (a build without client assets). */
function readAssetNames(assetDir: string): string[] {
  try {
    return readdirSync(assetDir)
  } catch {
    return []
  }
}
