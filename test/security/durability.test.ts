import { readdir, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readStoredProducts } from '../../server/store/collections.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'
import { api, login } from '../helpers/http.ts'

const roots: string[] = []
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true })
})

type Acked = { products: Set<string>; categories: Set<string>; sliders: Set<string>; cards: Set<string> }

/** One write of the mixed burst; resolves to the kind and id of an acknowledged write, or null. */
async function write(
  url: string,
  token: string,
  i: number,
  tag: string,
): Promise<[keyof Acked | 'settings', string] | null> {
  const kind = i % 5
  try {
    if (kind === 0) {
      const r = await api(url, token, 'POST', '/api/admin/products', { name_tr: `Yük ürün ${tag}-${i}` })
      return r.status === 201 ? ['products', (r.body as { id: string }).id] : null
    }
    if (kind === 1) {
      const r = await api(url, token, 'POST', '/api/admin/categories', {
        name_tr: `Yük kategori ${tag}-${i}`,
      })
      return r.status === 201 ? ['categories', (r.body as { id: string }).id] : null
    }
    if (kind === 2) {
      const r = await api(url, token, 'POST', '/api/admin/sliders', {
        image_url: `/uploads/x-${tag}-${i}.webp`,
        alt_text: `s${i}`,
      })
      return r.status === 201 ? ['sliders', (r.body as { id: string }).id] : null
    }
    if (kind === 3) {
      const r = await api(url, token, 'POST', '/api/admin/settings', { company_name: `Şirket ${tag}-${i}` })
      return r.status === 200 ? ['settings', `Şirket ${tag}-${i}`] : null
    }
    const r = await api(url, token, 'POST', '/api/admin/home-stats/cards', {
      icon: 'star',
      value: `${i}+`,
      title_tr: `Kart ${tag}-${i}`,
      title_en: 'Card',
      title_es: 'Tarjeta',
      subtitle_tr: 'a',
      subtitle_en: 'b',
      subtitle_es: 'c',
    })
    return r.status === 201 ? ['cards', (r.body as { id: string }).id] : null
  } catch {
    return null // the connection died with the process: not acknowledged
  }
}

async function checkData(dataDir: string, url: string, acked: Acked) {
  // Every data file parses.
  for (const name of await readdir(dataDir)) {
    if (!name.endsWith('.json')) continue
    const text = await readFile(path.join(dataDir, name), 'utf8')
    expect(() => JSON.parse(text) as unknown, name).not.toThrow()
  }
  const token = await login(url)
  const lists = {
    products: (await api(url, token, 'GET', '/api/admin/products')).body as { id: string }[],
    categories: (await api(url, token, 'GET', '/api/admin/categories')).body as { id: string }[],
    sliders: (await api(url, token, 'GET', '/api/admin/sliders')).body as { id: string }[],
    cards: ((await api(url, token, 'GET', '/api/admin/home-stats')).body as { cards: { id: string }[] })
      .cards,
  }
  for (const key of Object.keys(lists) as (keyof Acked)[]) {
    const ids = lists[key].map((record) => record.id)
    expect(new Set(ids).size, `${key} duplicates`).toBe(ids.length)
    for (const id of acked[key]) expect(ids, `${key} lost ${id}`).toContain(id)
  }
  return token
}

describe('durability through the API of the real server', () => {
  it('keeps every acknowledged write across SIGKILLs during 200 concurrent writes (10 rounds)', async () => {
    let server: RunningServer = await startServer({}, { keepRoot: true })
    const dataDir = path.join(server.root, 'data')
    roots.push(server.root)
    const acked: Acked = { products: new Set(), categories: new Set(), sliders: new Set(), cards: new Set() }
    let killedMidway = 0
    for (let round = 0; round < 10; round++) {
      const token = await login(server.url)
      const killAfter = 10 + Math.floor(Math.random() * 150)
      let count = 0
      const child = server.process
      const exited = new Promise((resolve) => child.once('exit', resolve))
      const results = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const result = await write(server.url, token, i, `r${round}`)
          if (result && ++count === killAfter) child.kill('SIGKILL')
          return result
        }),
      )
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
      const done = results.filter((r) => r !== null)
      if (done.length < 200) killedMidway++
      for (const result of done) if (result[0] !== 'settings') acked[result[0]].add(result[1])
      server = await startServer({}, { root: server.root, keepRoot: true })
      await checkData(dataDir, server.url, acked)
      const settings = JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8')) as unknown
      expect(JSON.stringify(settings)).toContain('Şirket r')
    }
    expect(killedMidway).toBeGreaterThan(0)
    expect(acked.products.size).toBeGreaterThan(0)
    await server.stop()
  }, 120_000)

  it('answers 5xx for a write that cannot be stored and shows no phantom record', async () => {
    const server = await startServer()
    try {
      const token = await login(server.url)
      const before = (await api(server.url, token, 'GET', '/api/admin/products')).body as unknown[]
      // Root-proof failure: the data folder disappears, so the temp file of the next write cannot be created.
      await rm(path.join(server.root, 'data'), { recursive: true, force: true })
      const failed = await api(server.url, token, 'POST', '/api/admin/products', { name_tr: 'Hayalet ürün' })
      expect(failed.status).toBeGreaterThanOrEqual(500)
      expect(failed.body).toEqual({ success: false, error: 'Beklenmeyen bir hata oluştu' })
      const after = (await api(server.url, token, 'GET', '/api/admin/products')).body as { name_tr: string }[]
      expect(after.some((p) => p.name_tr === 'Hayalet ürün')).toBe(false)
      expect(after).toHaveLength(before.length)
      const publicList = (await api(server.url, null, 'GET', '/api/products')).body as { name_tr: string }[]
      expect(publicList.some((p) => p.name_tr === 'Hayalet ürün')).toBe(false)
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })

  it('drains in-flight requests on SIGTERM, exits 0 and has the writes on disk', async () => {
    const server = await startServer({}, { keepRoot: true })
    roots.push(server.root)
    const token = await login(server.url)
    const exited = exitCode(server)
    const burst = postProducts(server.url, token, 40, 'Kapanış')
    await burst.written
    await new Promise((resolve) => setTimeout(resolve, 20))
    const inFlightAtSignal = 40 - burst.answered()
    server.process.kill('SIGTERM')
    const answers = await burst.answers
    expect(await exited).toBe(0)
    expect(inFlightAtSignal).toBeGreaterThan(0) // the signal really met requests in flight
    expect(answers.filter((a) => a === null || a.startsWith('status'))).toEqual([])
    const stored = await readStoredProducts(path.join(server.root, 'data'))
    for (const id of answers) expect(stored.map((p) => p.id)).toContain(id)
  }, 60_000)

  it('serves on SIGTERM the requests still waiting in the listen queue (the process was paused)', async () => {
    const server = await startServer({}, { keepRoot: true })
    roots.push(server.root)
    const token = await login(server.url)
    const exited = exitCode(server)
    // Paused, the server accepts nothing: the kernel queues the connections with their requests, and the signal
    // and those connections reach the process in the same turn of its loop when it goes on.
    server.process.kill('SIGSTOP')
    const burst = postProducts(server.url, token, 30, 'Kuyruk')
    await burst.written
    server.process.kill('SIGTERM')
    server.process.kill('SIGCONT')
    const answers = await burst.answers
    expect(await exited).toBe(0)
    expect(answers.filter((a) => a === null || a.startsWith('status'))).toEqual([])
    const stored = await readStoredProducts(path.join(server.root, 'data'))
    expect(stored.filter((p) => p.name_tr.startsWith('Kuyruk'))).toHaveLength(30)
  }, 60_000)
})

function exitCode(server: RunningServer): Promise<number | null> {
  return new Promise((resolve) => server.process.once('exit', (code) => resolve(code)))
}

/**
 * POSTs `total` products at once, one connection each (agent: false), so every request is fully on the wire
 * once `written` resolves. `answers`: each one's id (201), `status N`, or null for a connection error.
 */
function postProducts(url: string, token: string, total: number, name: string) {
  const { port } = new URL(url)
  let written = 0
  let answered = 0
  let allWritten = () => {}
  const writtenPromise = new Promise<void>((resolve) => (allWritten = resolve))
  const answers = Promise.all(
    Array.from(
      { length: total },
      (_, i) =>
        new Promise<string | null>((resolve) => {
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/admin/products',
              agent: false,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            },
            (response) => {
              let text = ''
              response.setEncoding('utf8')
              response.on('data', (chunk: string) => (text += chunk))
              response.on('end', () => {
                answered++
                resolve(
                  response.statusCode === 201
                    ? (JSON.parse(text) as { id: string }).id
                    : `status ${response.statusCode}`,
                )
              })
            },
          )
          request.on('error', () => resolve(null))
          request.end(JSON.stringify({ name_tr: `${name} ${i}` }), () => {
            if (++written === total) allWritten()
          })
        }),
    ),
  )
  return { written: writtenPromise, answers, answered: () => answered }
}
