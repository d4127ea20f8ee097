import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import fp from 'fastify-plugin'
import { Timelines } from '../../desk/timeline.ts'
import { migrateLegacySubmissions } from '../../submissions/migrate-legacy.ts'
import { removeExpiredAttachments } from '../../submissions/retention.ts'
import { prepareUploadDirs } from '../../submissions/storage.ts'
import { SubmissionStore } from '../../submissions/submission-store.ts'

/** How often attachments past ATTACHMENT_RETENTION_DAYS are looked for. */
const SWEEP_EVERY_MS = 6 * 3600_000

declare module 'fastify' {
  interface FastifyInstance {
    /** The inbox: every contact message and quote request with its mail state. */
    submissions: SubmissionStore
    /** Each request's timeline of status changes, notes, mails and quotation events (server/desk/timeline.ts). */
    timelines: Timelines
  }
}

/**
 * Opens the inbox (moving an earlier version's submissions.json into it), prepares the private
 * upload folders and removes attachment folders that belong to no stored submission (a post cut
 * off by a crash after its files moved, or a delete cut off before its files went). Deletes the
 * attachments of handled submissions once ATTACHMENT_RETENTION_DAYS have passed.
 */
export default fp(
  async (app) => {
    const { config } = app
    const store = await SubmissionStore.open(config.dataDir, (message) => app.log.warn(message))
    const moved = await migrateLegacySubmissions(config.dataDir, store)
    if (moved > 0) app.log.info({ moved }, 'inbox moved from submissions.json to data/submissions/')
    await prepareUploadDirs(config.uploadsDir)
    const folders = path.join(config.uploadsDir, 'private', 'submissions')
    let orphans = 0
    for (const name of await readdir(folders)) {
      if (store.has(name)) continue
      await rm(path.join(folders, name), { recursive: true, force: true })
      orphans += 1
    }
    if (orphans > 0) app.log.warn({ orphans }, 'removed attachment folders of no stored submission')
    app.decorate('submissions', store)
    app.decorate('timelines', new Timelines(store.dir))

    const sweep = async () => {
      try {
        const removed = await removeExpiredAttachments(
          store,
          config.uploadsDir,
          config.ATTACHMENT_RETENTION_DAYS,
        )
        app.attachmentBudget.removed(removed.bytes)
        if (removed.submissions > 0) app.log.info(removed, 'attachments past their retention period deleted')
      } catch (error) {
        app.log.error({ err: error }, 'attachment retention sweep failed')
      }
    }
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      void sweep()
      timer = setInterval(sweep, SWEEP_EVERY_MS)
      timer.unref()
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await store.close()
    })
  },
  { name: 'submissions', dependencies: ['stores'] },
)
