import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'

/**
 * Public uploads (product images, logo, catalogue PDF) at /uploads/*, from UPLOADS_DIR/public
 * only: visitors' attachments live in UPLOADS_DIR/private and are never served here.
 * Cached for a year as immutable: the site never rewrites a file under the same name (uploads get
 * random names, catalogues a timestamp, demo files are written only when missing), so a changed
 * picture always has a new URL. Files an operator copies in by hand must follow the same rule.
 */
const uploadsStatic: FastifyPluginAsync<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  const root = path.join(uploadsDir, 'public')
  await mkdir(root, { recursive: true })
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    list: false,
    maxAge: '365d',
    immutable: true,
  })
}
export default uploadsStatic
