import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'

/**
 * Public uploads (product images, logo, catalogue PDF) at /uploads/*, from UPLOADS_DIR/public
 * only: visitors' attachments live in UPLOADS_DIR/private and are never served here.
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
    maxAge: '1d',
  })
}
export default uploadsStatic
