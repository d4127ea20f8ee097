import { mkdir } from 'node:fs/promises'
import fp from 'fastify-plugin'
import { runningServerPid, takeRunLock } from '../../backup/run-lock.ts'
import type { Config } from '../../config.ts'
import { secureDataModes } from '../../store/data-modes.ts'

/**
 * Claims DATA_DIR for this process before anything reads it: makes the folder and its files
 * private (0700/0600, warning about secrets others could read) and writes `DATA_DIR/.server.pid`,
 * removed on close, so `npm run restore` can tell the site is running.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 })
    const fixes = await secureDataModes(config.dataDir)
    if (fixes.secrets.length > 0) {
      app.log.warn(
        { files: fixes.secrets },
        'secret data files were readable by other users of this host: made private (0600); consider rotating them',
      )
    }
    if (fixes.others > 0) app.log.info({ files: fixes.others }, 'data files made private (0600)')
    const other = await runningServerPid(config.dataDir)
    if (other !== null && other !== process.pid) {
      app.log.warn({ pid: other }, 'another live process holds this DATA_DIR: two sites must not share one')
    }
    const release = await takeRunLock(config.dataDir)
    app.addHook('onClose', release)
  },
  { name: 'run-lock' },
)
