import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { formMessage } from '../../server/submissions/messages.ts'
import { bigPdf } from '../helpers/sample-files.ts'
import { errorOf, MB, post, privateFiles } from '../helpers/form-post.ts'
import { api, login } from '../helpers/http.ts'
import { serverForTests } from '../helpers/server.ts'

/**
 * Visitors' attachments stay within bounds (3 MB in all, 2 MB per address and day here). Every
 * address is its own X-Forwarded-For (TRUST_PROXY), so the form rate limit of one does not reach
 * the others. Without bounds, one address stored 500 MB in 9 s (5 contact + 5 quote posts).
 */
describe('attachment budget', () => {
  const server = serverForTests({
    TRUST_PROXY: 'true',
    ATTACHMENTS_MAX_TOTAL_MB: '3',
    ATTACHMENTS_DAILY_MB_PER_ADDRESS: '2',
    DISK_FREE_FLOOR_MB: '0',
  })

  it("refuses a post whose Content-Length alone exceeds the address's budget, before its body", async () => {
    const { hostname, port } = new URL(server.url)
    const socket = net.connect(Number(port), hostname)
    const answer = await new Promise<string>((resolve, reject) => {
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString()
        if (/\r\n\r\n[\s\S]*\}$/.test(text)) resolve(text)
      })
      socket.on('error', reject)
      // 30 MB announced, one boundary line sent: the answer can only come before the body.
      socket.write(
        'POST /api/quote HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
          `Content-Length: ${30 * MB}\r\nAccept-Language: es\r\nX-Forwarded-For: 203.0.113.10\r\n\r\n--b\r\n`,
      )
    })
    socket.destroy()
    expect(answer).toMatch(/^HTTP\/1\.1 429 /)
    expect(answer).toContain(JSON.stringify(formMessage('es', 'forms.error.attachmentQuota')).slice(1, -1))
    expect(await privateFiles(server)).toEqual([])
  })

  it("stops writing once an address's day is used up: 429 in the post's language, nothing kept", async () => {
    const first = await post(server, 'contact', [bigPdf(1.25 * MB)], { lang: 'tr', address: '203.0.113.20' })
    expect(first.status).toBe(200)
    const stored = await privateFiles(server)
    expect(stored).toHaveLength(1)
    // Chunked (no Content-Length), the form's language field says Spanish, the header Turkish.
    const second = await post(server, 'quote', [bigPdf(0.5 * MB), bigPdf(0.5 * MB)], {
      lang: 'es',
      acceptLanguage: 'tr',
      address: '203.0.113.20',
      chunked: true,
    })
    expect(second.status).toBe(429)
    expect(errorOf(second)).toBe(formMessage('es', 'forms.error.attachmentQuota'))
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0)
    expect(await privateFiles(server)).toEqual(stored)
    // The same address may still write without attachments.
    expect((await post(server, 'contact', [], { lang: 'tr', address: '203.0.113.20' })).status).toBe(200)
  })

  it('answers 507 once the total cap is reached, whatever the address, and keeps nothing', async () => {
    const other = await post(server, 'quote', [bigPdf(1.25 * MB)], { lang: 'en', address: '203.0.113.30' })
    expect(other.status).toBe(200)
    const stored = await privateFiles(server)
    for (const chunked of [false, true]) {
      const third = await post(server, 'quote', [bigPdf(MB)], {
        lang: 'en',
        address: '203.0.113.40',
        chunked,
      })
      expect(third.status).toBe(507)
      expect(errorOf(third)).toBe(formMessage('en', 'forms.error.attachmentsUnavailable'))
      expect(await privateFiles(server)).toEqual(stored)
    }
  })

  it('warns the admin in the stats once attachments pass 80 % of the cap', async () => {
    const token = await login(server.url)
    const stats = (await api(server.url, token, 'GET', '/api/admin/stats')).body as {
      storage: { usedBytes: number; capBytes: number; floorBytes: number; nearLimit: boolean }
    }
    expect(stats.storage).toMatchObject({
      usedBytes: 2.5 * MB,
      capBytes: 3 * MB,
      floorBytes: 0,
      nearLimit: true,
    })
  })
})
