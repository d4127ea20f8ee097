import { mkdir, mkdtemp, readdir, rename, rm, stat, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'

export type BackupTargets = { dataDir: string; uploadsDir: string }

const NAME = /^backup-\d{8}-\d{6}(?:-\d+)?\.tar\.gz$/

function stamp(date: Date): string {
  const iso = date.toISOString()
  return `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`
}

/**
 * Writes `backup-YYYYMMDD-HHMMSS.tar.gz` into `outDir` holding `data/` and `uploads/`. Data files
 * are only ever replaced whole (rename), so an archive taken while the site runs holds whole files.
 * Temp files of writes in progress are left out.
 */
export async function createBackup(
  targets: BackupTargets,
  outDir: string,
  now = new Date(),
): Promise<string> {
  await mkdir(outDir, { recursive: true })
  let file = path.join(outDir, `backup-${stamp(now)}.tar.gz`)
  for (let n = 2; await exists(file); n++) file = path.join(outDir, `backup-${stamp(now)}-${n}.tar.gz`)
  const partial = `${file}.partial`
  // Stage links named data/ and uploads/ so the archive holds those names whatever the real paths.
  const staging = await mkdtemp(path.join(os.tmpdir(), 'backup-'))
  try {
    const names: string[] = []
    for (const [name, dir] of [
      ['data', targets.dataDir],
      ['uploads', targets.uploadsDir],
    ] as const) {
      if (!(await exists(dir))) continue
      await symlink(dir, path.join(staging, name), 'dir')
      names.push(name)
    }
    await tar.create(
      {
        gzip: true,
        file: partial,
        portable: true,
        cwd: staging,
        follow: true,
        filter: (entryPath) => !entryPath.endsWith('.tmp') && !entryPath.endsWith('.partial'),
      },
      names,
    )
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  await rename(partial, file)
  return file
}

/**
 * Restores an archive made by createBackup: it is unpacked next to the targets first (only
 * `data/` and `uploads/` entries, no absolute or `..` paths), then each folder is swapped in; the
 * replaced folders are kept as `<folder>.before-restore-<stamp>`. Run it with the site stopped.
 */
export async function restoreBackup(
  archive: string,
  targets: BackupTargets,
  now = new Date(),
): Promise<void> {
  const staging = path.join(path.dirname(targets.dataDir), `.restore-${stamp(now)}`)
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { recursive: true })
  try {
    await tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (entryPath) => /^(data|uploads)(\/|$)/.test(entryPath),
    })
    if (!(await exists(path.join(staging, 'data')))) throw new Error(`${archive} holds no data/ folder`)
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

/** Keeps the newest `keep` archives in `dir` and deletes the rest; returns the deleted names. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => NAME.test(name)).sort()
  const remove = names.slice(0, Math.max(0, names.length - keep))
  for (const name of remove) await rm(path.join(dir, name), { force: true })
  return remove
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}
