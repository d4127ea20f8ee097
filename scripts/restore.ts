// npm run restore -- <archive> [--force]: puts DATA_DIR and UPLOADS_DIR back from a backup archive.
// The site must be stopped: it keeps its data in memory and its next admin write would silently
// undo the restore. The replaced folders are kept beside them as <folder>.before-restore-<time>.
import path from 'node:path'
import { RUN_LOCK_FILE, runningServerPid } from '../server/backup/run-lock.ts'
import { restoreBackup } from '../server/backup/restore.ts'
import { loadConfig } from '../server/config.ts'

const args = process.argv.slice(2)
const force = args.includes('--force')
const archive = args.find((arg) => !arg.startsWith('--'))
if (!archive) {
  console.error('usage: npm run restore -- <backup-YYYYMMDD-HHMMSS.tar.gz> [--force]')
  process.exit(2)
}
const config = loadConfig(process.env)
const pid = await runningServerPid(config.dataDir)
if (pid !== null && !force) {
  console.error(
    [
      `The site is running (process ${pid}, see ${path.join(config.dataDir, RUN_LOCK_FILE)}): nothing was restored.`,
      `Stop it first: \`kill ${pid}\` (or \`systemctl stop <service>\` / \`docker stop <container>\` if it runs`,
      'as a service), then run this command again and start the site. `--force` restores anyway.',
    ].join('\n'),
  )
  process.exit(1)
}
await restoreBackup(archive, { dataDir: config.dataDir, uploadsDir: config.uploadsDir })
console.log(`restored ${config.dataDir} and ${config.uploadsDir} from ${archive}`)
if (pid !== null) {
  console.warn(
    `Warning: the site (process ${pid}) is still running on the old data. Restart it now: ` +
      'its next write would overwrite the restored files.',
  )
}
