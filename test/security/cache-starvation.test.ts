import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { serverForTests } from '../helpers/server.ts'
import { median, raw, type RawAnswer } from '../helpers/http.ts'

/**
 * A visitor can invent any number of URLs. Unknown query parameters must not make new renders
 * (they are dropped before rendering and caching), distinct searches must go through a bounded
 * render queue (503 + Retry-After beyond it), and meanwhile the cached pages stay fast for
 * everyone else. Bounds are generous (a loaded 2-core machine); before the fix the cached
 * /urunler took 0.5-1.6 s during such a flood.
 */
const server = serverForTests()

const IDENTITY = { 'accept-encoding': 'identity' }
const random = () => randomBytes(6).toString('hex')

/** `total` GETs from `concurrency` parallel loops, while one more loop times the cached /urunler. */
async function floodWhileProbing(pathOf: () => string, total = 400, concurrency = 50) {
  const answers: RawAnswer[] = []
  let sent = 0
  let done = false
  const worker = async () => {
    while (sent < total) {
      sent++
      answers.push(await raw(server.url, 'GET', pathOf(), IDENTITY))
    }
  }
  const probes: number[] = []
  const probe = async () => {
    while (!done || probes.length < 5) {
      const start = performance.now()
      const answer = await raw(server.url, 'GET', '/urunler', IDENTITY)
      probes.push(performance.now() - start)
      expect(answer.status).toBe(200)
    }
  }
  const probing = probe()
  await Promise.all(Array.from({ length: concurrency }, worker))
  done = true
  await probing
  return { answers, probeMedian: median(probes) }
}

describe('caches that cannot be starved', () => {
  it('drops unknown query parameters: ?x=<random> is the cached page itself', async () => {
    const plain = await raw(server.url, 'GET', '/urunler', IDENTITY)
    const { answers, probeMedian } = await floodWhileProbing(() => `/urunler?x=${random()}`)
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(new Set(answers.map((answer) => answer.headers.etag))).toEqual(new Set([plain.headers.etag]))
    expect(probeMedian).toBeLessThan(150)
    const viaPageData = await raw(
      server.url,
      'GET',
      `/api/page-data?url=${encodeURIComponent('/urunler?x=1')}`,
    )
    const pageData = await raw(server.url, 'GET', '/api/page-data?url=%2Furunler')
    expect(viaPageData.headers.etag).toBe(pageData.headers.etag)
    expect(JSON.parse(viaPageData.body)).toMatchObject({ url: '/urunler' })
  })

  it('keeps the filter parameters a page reads, in one canonical order', async () => {
    const one = await raw(server.url, 'GET', '/urunler?q=civata&category=x&utm=1', IDENTITY)
    const two = await raw(server.url, 'GET', '/urunler?category=x&q=civata', IDENTITY)
    expect(one.status).toBe(200)
    expect(one.headers.etag).toBe(two.headers.etag)
    expect(one.body).toContain('/urunler?category=x&amp;q=civata')
  })

  it('bounds the renders of distinct searches: 503 with Retry-After beyond it, cached pages stay fast', async () => {
    const { answers, probeMedian } = await floodWhileProbing(() => `/urunler?q=${random()}`)
    const statuses = new Set(answers.map((answer) => answer.status))
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true)
    const busy = answers.filter((answer) => answer.status === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(busy.every((answer) => Number(answer.headers['retry-after']) > 0)).toBe(true)
    expect(busy[0]!.body).toContain('yeniden deneyin')
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0)
    expect(probeMedian).toBeLessThan(150)
    // The flood is over: a search renders again.
    expect((await raw(server.url, 'GET', `/urunler?q=${random()}`, IDENTITY)).status).toBe(200)
  })

  it('bounds distinct searches of the page data the same way', async () => {
    const { answers, probeMedian } = await floodWhileProbing(
      () => `/api/page-data?url=${encodeURIComponent(`/urunler?q=${random()}`)}`,
    )
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true)
    expect(answers.some((answer) => answer.status === 503)).toBe(true)
    expect(probeMedian).toBeLessThan(150)
  })

  it('sends combinations of known filter values and sizes picked on product pages through the same bound', async () => {
    // Values the site itself offers: every combination is a page a real filter could show.
    const page = JSON.parse((await raw(server.url, 'GET', '/api/products/page?limit=100')).body) as {
      items: { slug: string }[]
      facets: Record<string, Record<string, number> | null>
    }
    const values = Object.entries(page.facets).flatMap(([facet, counts]) =>
      facet === 'category' || facet === 'length' || !counts
        ? []
        : Object.keys(counts).map((id) => [facet, id]),
    )
    expect(values.length).toBeGreaterThan(30)
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
    const combination = () => {
      const query = new URLSearchParams()
      for (let i = 0; i < 3; i++) query.append(...(pick(values) as [string, string]))
      return `/urunler?${query}`
    }
    const sized = () =>
      `/urunler/${pick(page.items).slug}?size=M${pick([3, 4, 5, 6, 8, 10, 12])}&length=${random()}`
    for (const pathOf of [combination, sized]) {
      const { answers, probeMedian } = await floodWhileProbing(pathOf)
      expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true)
      // Beyond the gate's bound they wait their turn or are refused; before, every one rendered at once.
      expect(answers.some((answer) => answer.status === 503)).toBe(true)
      expect(probeMedian).toBeLessThan(150)
    }
  })
})
