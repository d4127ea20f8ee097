import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/helpers/app.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp({ PAGE_CACHE: 'false' })
})
afterAll(() => test.close())

describe('pages with the page cache off', () => {
  it('render through the gate: in the order asked, and refused beyond its queue rather than piling up', async () => {
    const { app } = test
    // Warm: the page's modules loaded, so every render below costs the same.
    expect((await app.inject({ url: '/urunler' })).statusCode).toBe(200)
    const { concurrency, priorityQueue } = app.renderGate
    const asked = concurrency + priorityQueue + 10
    const finished: number[] = []
    const answers = await Promise.all(
      Array.from({ length: asked }, (_, index) =>
        app.inject({ url: '/urunler' }).then((answer) => {
          if (answer.statusCode === 200) finished.push(index)
          return answer
        }),
      ),
    )
    const refused = answers.filter((answer) => answer.statusCode === 503)
    expect(refused).toHaveLength(asked - concurrency - priorityQueue)
    expect(refused.every((answer) => answer.headers['retry-after'] !== undefined)).toBe(true)
    // First come, first served: no render overtakes one asked before it (the last in line waits for the renders
    // before it, never for the ones asked after it).
    expect(finished).toEqual([...finished].sort((a, b) => a - b))
    expect(finished).toHaveLength(concurrency + priorityQueue)
    expect(app.renderGate.size).toEqual({ active: 0, waiting: 0 })
  })
})
