import { spawn } from 'node:child_process'

/** The pid of a process that has exited (so no live process owns it, barring reuse). */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}
