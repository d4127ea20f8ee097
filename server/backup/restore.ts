import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import * as tar from 'tar'
import { type BackupTargets, stamp } from './archive.ts'

/**
 * Restores an archive made by createBackup: it is unpacked next to the targets first (only
 * `data/` and `uploads/` entries, no absolute or `..` paths), then each folder is swapped in; the
 * replaced folders are kept as `<folder>.before-restore-<stamp>`. Run it with the site stopped:
 * the running site keeps its data in memory and its next write would undo the restore.
 */
export async function restoreBackup(
  archive: string,
  targets: BackupTargets,
  now = new Date(),
): Promise<void> {
  const staging = path.join(path.dirname(targets.dataDir), `.restore-${stamp(now)}`)
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { recursive: true, mode: 0o700 })
  try {
    await tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (entryPath) => /^(data|uploads)(\/|$)/.test(entryPath),
    })
    if (!(await exists(path.join(staging, 'data')))) throw new Error(`${archive} holds no data/ folder`)
    // The data folder holds the signing secret and the admin's hash: private, whatever the archive says.
    await chmod(path.join(staging, 'data'), 0o700)
    for (const [name, target] of [
      ['data', targets.dataDir],
      ['uploads', targets.uploadsDir],
    ] as const) {
      const source = path.join(staging, name)
      if (!(await exists(source))) continue
      if (await exists(target)) await rename(target, `${target}.before-restore-${stamp(now)}`)
      await mkdir(path.dirname(target), { recursive: true })
      await rename(source, target)
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}
