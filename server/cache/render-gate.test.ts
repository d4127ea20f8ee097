import { describe, expect, it } from 'vitest'
import { BusyError, RenderGate } from './render-gate.ts'

describe('RenderGate', () => {
  it('runs at most `concurrency` tasks at once and refuses beyond the queue', async () => {
    const gate = new RenderGate(2, 3)
    let running = 0
    let peak = 0
    const task = async () => {
      running++
      peak = Math.max(peak, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      return 'done'
    }
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => gate.run(task)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(5)
    expect(refused.every((r) => r.reason instanceof BusyError)).toBe(true)
    expect(peak).toBe(2)
    expect(gate.size).toEqual({ active: 0, waiting: 0 })
  })

  it('lets pending I/O run between two renders (each starts on its own loop turn)', async () => {
    const gate = new RenderGate(1, 10)
    const order: string[] = []
    const busy = (name: string) => () => void order.push(name)
    const renders = [gate.run(busy('r1')), gate.run(busy('r2'))]
    setImmediate(() => order.push('io'))
    await Promise.all(renders)
    expect(order.indexOf('io')).toBeLessThan(order.indexOf('r2'))
  })

  it('frees its slot when a task fails', async () => {
    const gate = new RenderGate(1, 0)
    await expect(gate.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed')
    await expect(gate.run(() => 'ok')).resolves.toBe('ok')
  })
})
