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

/**
 * Runs a write-burst fixture (`args` after it) and kills it with SIGKILL once it has printed `killAfterAcks`
 * acknowledgement lines (`ack <word> <word>`); resolves when it has exited. `onAck` gets each acknowledgement's
 * two words, in order.
 */
export function burstAndKill(
  fixture: string,
  args: readonly string[],
  killAfterAcks: number,
  onAck: (first: string, second: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let count = 0
    let buffer = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      buffer += chunk
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) {
        const [kind, first, second] = line.split(' ')
        if (kind !== 'ack' || !first || !second) continue
        onAck(first, second)
        if (++count === killAfterAcks) child.kill('SIGKILL')
      }
    })
    child.on('error', reject)
    child.on('exit', () => resolve())
  })
}
