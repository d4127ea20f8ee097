import fp from 'fastify-plugin'
import { AttachmentBudget } from '../../uploads/attachment-budget.ts'

const MB = 1024 * 1024

declare module 'fastify' {
  interface FastifyInstance {
    /** Bounds on visitors' attachments: per address and day, in total, and the free-disk floor. */
    attachmentBudget: AttachmentBudget
  }
  interface FastifyRequest {
    /** Attachment bytes this request reserved while receiving; released when it ends. */
    attachmentBytes: number
  }
}

/**
 * Scans the stored attachments once at start (registered after the private folders are prepared),
 * decorates the app with the budget, and releases each request's reserved bytes once it has been
 * answered or aborted: by then its files are stored (and counted by `added`) or removed.
 */
export default fp(
  async (app) => {
    const { config } = app
    const budget = new AttachmentBudget({
      uploadsDir: config.uploadsDir,
      capBytes: config.ATTACHMENTS_MAX_TOTAL_MB * MB,
      floorBytes: config.DISK_FREE_FLOOR_MB * MB,
      dailyBytesPerAddress: config.ATTACHMENTS_DAILY_MB_PER_ADDRESS * MB,
    })
    await budget.init()
    app.decorate('attachmentBudget', budget)
    app.decorateRequest('attachmentBytes', 0)
    const release = async (request: { attachmentBytes: number }) => {
      if (request.attachmentBytes === 0) return
      budget.release(request.attachmentBytes)
      request.attachmentBytes = 0
    }
    app.addHook('onResponse', release)
    app.addHook('onRequestAbort', release)
  },
  { name: 'attachment-budget' },
)
