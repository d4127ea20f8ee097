import { type Dirent } from 'node:fs'
import { chmod, copyFile, link, mkdir, open, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { RUN_LOCK_FILE } from './run-lock.ts'

/**
 * Never part of a backup: temp files of writes in progress, the running site's pid file, and
 * the staging folders of backups (should BACKUP_DIR sit inside DATA_DIR, never stage itself).
 */
const LEFT_OUT = /\.(?:tmp|part|partial)$|^\.staging-/

/**
 * Freezes the current state of `from` into `to` (which must not exist) without stopping the site.
 * Files are only ever replaced whole by rename, so a hard link pins the version of the moment:
 * tar then reads files that no write can change under it. Append-only `*.jsonl` files grow in
 * place, so they are copied instead, up to their last whole line. Files that vanish between
 * readdir and link are skipped; symlinks and other non-regular files are left out.
 */
export async function stageTree(from: string, to: string): Promise<void> {
  let entries: Dirent[]
  try {
    entries = await readdir(from, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  // Same mode as the source (a web server may read uploads/public after a restore); the staging
  // folder above is 0700, so nothing is exposed meanwhile.
  await mkdir(to)
  await chmod(to, (await stat(from)).mode & 0o777)
  for (const entry of entries) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (LEFT_OUT.test(entry.name) || entry.name === RUN_LOCK_FILE) continue
    if (entry.isDirectory()) await skipIfGone(() => stageTree(source, target))
    else if (entry.isFile()) {
      await skipIfGone(() =>
        entry.name.endsWith('.jsonl') ? copyWholeLines(source, target) : pin(source, target),
      )
    }
  }
}

async function pin(source: string, target: string): Promise<void> {
  try {
    await link(source, target)
  } catch (error) {
    // Another filesystem (BACKUP_DIR on a separate disk) or no hard links: copyFile reads one
    // opened version of the file, which a rename cannot change either.
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error
    await copyFile(source, target)
  }
}

/** Copies the bytes present now, cut after the last newline (a line being appended is not whole yet). */
async function copyWholeLines(source: string, target: string): Promise<void> {
  const input = await open(source, 'r')
  try {
    const output = await open(target, 'wx', 0o600)
    try {
      const size = (await input.stat()).size
      const buffer = Buffer.alloc(Math.min(size, 1024 * 1024))
      let copied = 0
      let whole = 0
      while (copied < size) {
        const { bytesRead } = await input.read(buffer, 0, Math.min(buffer.length, size - copied), copied)
        if (bytesRead === 0) break
        await output.write(buffer, 0, bytesRead, copied)
        const newline = buffer.subarray(0, bytesRead).lastIndexOf(0x0a)
        if (newline >= 0) whole = copied + newline + 1
        copied += bytesRead
      }
      await output.truncate(whole)
    } finally {
      await output.close()
    }
  } finally {
    await input.close()
  }
}

async function skipIfGone(task: () => Promise<void>): Promise<void> {
  try {
    await task()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
