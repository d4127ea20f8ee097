import { readdir, readFile } from 'node:fs/promises'
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
  const names = await readdir(assetDir).catch(() => [] as string[])
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue
    const file = path.join(assetDir, name)
    const body = await readFile(file)
    const [br, gzip] = await Promise.all([
      readFile(`${file}.br`).catch(() => undefined),
      readFile(`${file}.gz`).catch(() => undefined),
    ])
    const hash = /-([A-Za-z0-9_-]{8,})\.[a-z0-9]+$/.exec(name)?.[1] ?? String(body.length)
    assets.set(name, {
      body,
      br,
      gzip,
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
