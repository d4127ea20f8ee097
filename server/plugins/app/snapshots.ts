import fp from 'fastify-plugin'
import { createBackup, rotateBackups } from '../../backup/archive.ts'
import type { Config } from '../../config.ts'

/**
 * Automatic snapshots of DATA_DIR and UPLOADS_DIR into BACKUP_DIR every BACKUP_INTERVAL_HOURS
 * (the first one an hour after start), keeping the newest BACKUP_KEEP archives.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (config.BACKUP_INTERVAL_HOURS <= 0) return
    const every = config.BACKUP_INTERVAL_HOURS * 3600_000
    const run = async () => {
      try {
        const file = await createBackup(
          { dataDir: config.dataDir, uploadsDir: config.uploadsDir },
          config.backupDir,
        )
        const removed = await rotateBackups(config.backupDir, config.BACKUP_KEEP)
        app.log.info({ file, removed }, 'snapshot written')
      } catch (error) {
        app.log.error({ err: error }, 'snapshot failed')
      }
    }
    let timer: NodeJS.Timeout | undefined
    const schedule = (delay: number) => {
      timer = setTimeout(async () => {
        await run()
        schedule(every)
      }, delay)
      timer.unref()
    }
    schedule(Math.min(every, 3600_000))
    app.addHook('onClose', async () => clearTimeout(timer))
  },
  { name: 'snapshots' },
)
