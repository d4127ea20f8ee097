// npm run backup [-- <output folder>]: writes a timestamped archive (mode 0600) of DATA_DIR and
// UPLOADS_DIR (default output: BACKUP_DIR, ./backups, made 0700). Safe while the site runs: the
// files are pinned in a staging folder first, so writes of the site cannot break the archive.
import { createBackup } from '../server/backup/archive.ts'
import { loadConfig } from '../server/config.ts'

const config = loadConfig(process.env)
const out = process.argv[2] ?? config.backupDir
const file = await createBackup({ dataDir: config.dataDir, uploadsDir: config.uploadsDir }, out)
console.log(file)
