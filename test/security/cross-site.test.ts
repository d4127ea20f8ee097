import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartBody, type UploadFile } from '../helpers/multipart.ts'
import { sampleFiles } from '../helpers/sample-files.ts'
import { api, login, raw } from '../helpers/http.ts'
import { E2E_ADMIN as ADMIN, serverForTests } from '../helpers/server.ts'

/**
 * A page on another site must not be able to make its visitors' browsers post to our forms or
 * drive the admin API. What a browser sends for such a post (`fetch(url, { mode: 'no-cors' })`
 * or an auto-submitted <form>): its own Origin and `Sec-Fetch-Site: cross-site`.
 */
const EVIL = 'https://evil.example'
const ADMIN_REFUSAL = 'Başka bir siteden gönderilen istek reddedildi'

const server = serverForTests()
let token: string
let attachments: UploadFile[]
beforeAll(async () => {
  token = await login(server.url)
  const files = await sampleFiles()
  attachments = [
    { name: 'a.pdf', bytes: files.pdf },
    { name: 'b.png', bytes: files.png },
    { name: 'c.jpg', bytes: files.jpg },
    { name: 'd.gif', bytes: files.gif },
    { name: 'e.docx', bytes: files.docx },
  ]
})
afterAll(() => server?.stop())

const QUOTE = { lang: 'en', email: 'jane@example.com', productType: 'M8 bolts' }

/** Every file under DATA_DIR by path (whatever layout the stores use): "nothing stored" = unchanged. */
async function dataFiles(): Promise<Map<string, string>> {
  const dir = path.join(server.root, 'data')
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = new Map<string, string>()
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name)
    files.set(path.relative(dir, file), await readFile(file, 'utf8'))
  }
  return files
}
async function stored(marker: string): Promise<boolean> {
  return [...(await dataFiles()).values()].some((text) => text.includes(marker))
}
async function privateFiles(): Promise<string[]> {
  const dir = path.join(server.root, 'uploads', 'private')
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}
async function postQuote(name: string, headers: Record<string, string>) {
  const body = await multipartBody({ ...QUOTE, name }, attachments)
  return raw(server.url, 'POST', '/api/quote', { ...body.headers, ...headers }, body.payload)
}
async function inboxIds(): Promise<string[]> {
  const list = (await api(server.url, token, 'GET', '/api/admin/submissions')).body as
    { id: string }[] | { items: { id: string }[] }
  return (Array.isArray(list) ? list : list.items).map((record) => record.id)
}

describe('cross-site requests', () => {
  it('refuses a cross-site multipart post with five files: 403, nothing stored, no file written', async () => {
    const before = await dataFiles()
    const tries: Record<string, string>[] = [
      { origin: EVIL, 'sec-fetch-site': 'cross-site' },
      { origin: 'https://shop.evil.example', 'sec-fetch-site': 'same-site' },
      // Browsers without Sec-Fetch-Site: the Origin alone decides; sandboxed frames send "null".
      { origin: EVIL },
      { origin: 'null' },
    ]
    for (const [index, headers] of tries.entries()) {
      const answer = await postQuote(`Refused Visitor ${index}`, {
        ...headers,
        'accept-language': 'es-ES,es',
      })
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        error:
          'Se ha rechazado esta solicitud porque se envió desde otro sitio web. Envíe el formulario desde nuestro sitio web.',
      })
    }
    expect(await dataFiles()).toEqual(before)
    expect(await stored('Refused Visitor')).toBe(false)
    expect(await privateFiles()).toEqual([])
    expect(await inboxIds()).toEqual([])
  })

  it('accepts a same-origin post from the browser and a header-less post from a script', async () => {
    const fromPage = await postQuote('Accepted Page', { origin: server.url, 'sec-fetch-site': 'same-origin' })
    expect(fromPage.status, fromPage.body).toBe(200)
    const oldBrowser = await postQuote('Accepted Old Browser', { origin: server.url })
    expect(oldBrowser.status, oldBrowser.body).toBe(200)
    const script = await postQuote('Accepted Script', {})
    expect(script.status, script.body).toBe(200)
    for (const name of ['Accepted Page', 'Accepted Old Browser', 'Accepted Script']) {
      expect(await stored(name), name).toBe(true)
    }
    expect(await inboxIds()).toHaveLength(3)
    expect((await privateFiles()).length).toBeGreaterThanOrEqual(15)
  })

  it('refuses a forged admin PATCH and DELETE with a valid token and changes nothing', async () => {
    const [id] = await inboxIds()
    const before = await dataFiles()
    const files = await privateFiles()
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: EVIL }
    const forged = await raw(server.url, 'PATCH', `/api/admin/submissions/${id}`, headers, '{"handled":true}')
    expect(forged.status).toBe(403)
    expect(JSON.parse(forged.body)).toEqual({ success: false, error: ADMIN_REFUSAL })
    const removal = await raw(server.url, 'DELETE', `/api/admin/submissions/${id}`, {
      authorization: `Bearer ${token}`,
      'sec-fetch-site': 'cross-site',
    })
    expect(removal.status).toBe(403)
    expect(await dataFiles()).toEqual(before)
    expect(await privateFiles()).toEqual(files)
    // The same call from the admin's own page goes through and does change the stored data.
    const own = await raw(
      server.url,
      'PATCH',
      `/api/admin/submissions/${id}`,
      { ...headers, origin: server.url },
      '{"handled":true}',
    )
    expect(own.status, own.body).toBe(200)
    expect(await dataFiles()).not.toEqual(before)
  })

  it('refuses a cross-site login (no token handed to another site)', async () => {
    const answer = await raw(
      server.url,
      'POST',
      '/api/admin/auth/login',
      { 'content-type': 'application/json', origin: EVIL, 'sec-fetch-site': 'cross-site' },
      JSON.stringify(ADMIN),
    )
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: ADMIN_REFUSAL })
  })
})
