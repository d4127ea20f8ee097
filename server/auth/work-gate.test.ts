import { describe, expect, it } from 'vitest'
import { WorkGate, WorkGateFullError } from './work-gate.ts'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('WorkGate', () => {
  it('runs at most `limit` tasks, queues `maxQueued`, refuses the rest at once', async () => {
    const gate = new WorkGate(2, 3)
    const release = deferred()
    let running = 0
    let most = 0
    const task = async () => {
      running++
      most = Math.max(most, running)
      await release.promise
      running--
      return 'done'
    }
    const results = Array.from({ length: 10 }, () => gate.run(task).catch((error: unknown) => error))
    await new Promise((resolve) => setImmediate(resolve))
    expect(gate.active).toBe(2)
    expect(gate.queued).toBe(3)
    release.resolve()
    const settled = await Promise.all(results)
    expect(settled.filter((result) => result === 'done')).toHaveLength(5)
    expect(settled.filter((result) => result instanceof WorkGateFullError)).toHaveLength(5)
    expect(most).toBe(2)
    expect(gate.active).toBe(0)
  })

  it('frees the slot when a task fails', async () => {
    const gate = new WorkGate(1, 0)
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await gate.run(async () => 42)).toBe(42)
  })
})
