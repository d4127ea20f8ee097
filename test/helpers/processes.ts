import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'

/** The pid of a process that has exited (so no live process owns it, barring reuse). */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

/** Resident memory of a process in kB, from /proc/<pid>/status. */
export async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}
