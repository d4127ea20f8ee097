import fp from 'fastify-plugin'
import { createBackup, rotateBackups } from '../../backup/archive.ts'
import type { Config } from '../../config.ts'

/** A failed snapshot is tried again after this long, not a whole interval later. */
export const SNAPSHOT_RETRY_MS = 15 * 60_000

/**
 * Automatic snapshots of DATA_DIR and UPLOADS_DIR into BACKUP_DIR every BACKUP_INTERVAL_HOURS
 * (the first one an hour after start), keeping the newest BACKUP_KEEP archives. A failure (disk
 * full, a folder briefly unreadable) is retried after 15 minutes.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (config.BACKUP_INTERVAL_HOURS <= 0) return
    const every = config.BACKUP_INTERVAL_HOURS * 3600_000
    const run = async (): Promise<boolean> => {
      try {
        const file = await createBackup(
          { dataDir: config.dataDir, uploadsDir: config.uploadsDir },
          config.backupDir,
        )
        const removed = await rotateBackups(config.backupDir, config.BACKUP_KEEP)
        app.log.info({ file, removed }, 'snapshot written')
        return true
      } catch (error) {
        app.log.error({ err: error, retryInMinutes: SNAPSHOT_RETRY_MS / 60_000 }, 'snapshot failed')
        return false
      }
    }
    let timer: NodeJS.Timeout | undefined
    let closed = false
    const schedule = (delay: number) => {
      timer = setTimeout(async () => {
        const ok = await run()
        if (!closed) schedule(ok ? every : Math.min(every, SNAPSHOT_RETRY_MS))
      }, delay)
      timer.unref()
    }
    schedule(Math.min(every, 3600_000))
    app.addHook('onClose', async () => {
      closed = true
      clearTimeout(timer)
    })
  },
  { name: 'snapshots' },
)
