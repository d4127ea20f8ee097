import { describe, expect, it } from 'vitest'
import { seedData } from '../../server/seed/index.ts'
import { cadHref } from '../../shared/cad.ts'
import { median, raw, type RawAnswer } from '../helpers/http.ts'
import { serverForTests } from '../helpers/server.ts'

/**
 * A visitor can ask for every size row's model at once. Models are built one at a time on the CAD worker, never on
 * the thread that answers pages, with a short queue (503 + Retry-After beyond it): 100 parallel requests for
 * distinct models must leave a cached page as fast as it is without them.
 */
const server = serverForTests()
const IDENTITY = { 'accept-encoding': 'identity' }

/** 100 distinct model URLs: every row of the demo's hexagon bolt and socket screw. */
function distinctModels(): string[] {
  const { products } = seedData()
  return ['din-933-alti-kose-basli-civata', 'din-912-silindir-basli-imbus-vida']
    .flatMap((slug) =>
      products
        .find((product) => product.slug === slug)!
        .sizes.map((row) => cadHref(`/urunler/${slug}`, row.size, row.length, 'step')),
    )
    .slice(0, 100)
}

async function probeWhile(flood: Promise<unknown> | null, minimum = 20): Promise<number[]> {
  let done = flood === null
  void flood?.finally(() => (done = true))
  const times: number[] = []
  while (!done || times.length < minimum) {
    const start = performance.now()
    const answer = await raw(server.url, 'GET', '/urunler', IDENTITY)
    times.push(performance.now() - start)
    expect(answer.status).toBe(200)
  }
  return times
}

describe('a flood of CAD models', () => {
  it('100 parallel requests for distinct models: some built, the rest 503 with Retry-After, cached pages fast', async () => {
    const urls = distinctModels()
    expect(new Set(urls).size).toBe(100)
    await raw(server.url, 'GET', '/urunler', IDENTITY)
    const quiet = median(await probeWhile(null))
    const flood = Promise.all(urls.map((url) => raw(server.url, 'GET', url, IDENTITY)))
    const busy = median(await probeWhile(flood, 5))
    const answers: RawAnswer[] = await flood
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true)
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0)
    const refused = answers.filter((answer) => answer.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    expect(refused.every((answer) => Number(answer.headers['retry-after']) > 0)).toBe(true)
    expect(refused.every((answer) => answer.headers['cache-control'] === 'private, no-store')).toBe(true)
    const built = answers.find((answer) => answer.status === 200)!
    expect(built.body).toMatch(/^ISO-10303-21;/)
    console.log(
      `cached /urunler: median ${quiet.toFixed(1)} ms quiet, ${busy.toFixed(1)} ms during the flood`,
    )
    expect(busy).toBeLessThan(Math.max(50, quiet * 5))
    // The flood is over: a refused model is built when asked again.
    const again = await raw(server.url, 'GET', urls[urls.length - 1]!, IDENTITY)
    expect(again.status).toBe(200)
  }, 120_000)
})
