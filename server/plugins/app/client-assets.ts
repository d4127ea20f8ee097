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
 * build time (scripts/precompress.mjs): no compression per request, and a disk read only the first
 * time a file is asked for.
 */
const clientAssets: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  const assets = new Map<string, Asset>()
  const assetDir = path.join(dir, 'assets')
  // Each file is read when first asked for, not at start: the folder holds ~5 MB with the compressed copies (the
  // admin panel's code, the PDF viewer's worker), which a start read in ~20 ms and kept in memory whether a visitor
  // ever asked for them or not. Read synchronously: a read through the thread pool waits behind other work, and
  // each file is read once.
  const names = new Set(readAssetNames(assetDir))
  // A file gone since the start (the build replaced under a running server) is answered as missing.
  const read = (name: string) => {
    try {
      return names.has(name) ? readFileSync(path.join(assetDir, name)) : undefined
    } catch {
      return undefined
    }
  }
  const assetOf = (name: string): Asset | undefined => {
    const known = assets.get(name)
    if (known || name.endsWith('.br') || name.endsWith('.gz')) return known
    const body = read(name)
    if (!body) return undefined
    const hash = /-([A-Za-z0-9_-]{8,})\.[a-z0-9]+$/.exec(name)?.[1] ?? String(body.length)
    const asset = {
      body,
      br: read(`${name}.br`),
      gzip: read(`${name}.gz`),
      type: TYPES[path.extname(name)] ?? 'application/octet-stream',
      etag: `"${hash}"`,
    }
    assets.set(name, asset)
    return asset
  }

  app.get<{ Params: { '*': string } }>('/assets/*', { compress: false }, async (request, reply) => {
    const asset = assetOf(request.params['*'])
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
