// npm run restore -- <archive>: puts DATA_DIR and UPLOADS_DIR back from a backup archive. Stop
// the site first; the replaced folders are kept beside them as <folder>.before-restore-<time>.
import { restoreBackup } from '../server/backup/archive.ts'
import { loadConfig } from '../server/config.ts'

const archive = process.argv[2]
if (!archive) {
  console.error('usage: npm run restore -- <backup-YYYYMMDD-HHMMSS.tar.gz>')
  process.exit(2)
}
const config = loadConfig(process.env)
await restoreBackup(archive, { dataDir: config.dataDir, uploadsDir: config.uploadsDir })
console.log(`restored ${config.dataDir} and ${config.uploadsDir} from ${archive}`)
