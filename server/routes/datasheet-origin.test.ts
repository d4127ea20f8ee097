import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/helpers/app.ts'
import { pdfText } from '../../test/helpers/pdf-text.ts'

/*
 * Without PUBLIC_URL a datasheet still prints its page's absolute address: the host asked for when ALLOWED_HOSTS
 * lists it (else the first listed), as the sitemap names it; each host's datasheet its own.
 */
let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp({ PUBLIC_URL: '', ALLOWED_HOSTS: 'www.example.org,example.org' })
})
afterAll(() => test.close())

const BOLT = 'din-933-alti-kose-basli-civata'

async function textFor(url: string, host: string): Promise<string> {
  const response = await test.app.inject({ url, headers: { host } })
  expect(response.statusCode).toBe(200)
  return (await pdfText(new Uint8Array(response.rawPayload))).join('\n')
}

describe('the datasheet page address', () => {
  it('is absolute, on the allowed host asked for', async () => {
    expect(await textFor(`/es/urunler/${BOLT}/datasheet.pdf`, 'example.org')).toContain(
      `http://example.org/es/urunler/${BOLT}`,
    )
    expect(await textFor(`/es/urunler/${BOLT}/datasheet.pdf`, 'www.example.org')).toContain(
      `http://www.example.org/es/urunler/${BOLT}`,
    )
    // A host not listed gets the first listed one's address, never its own.
    const forged = await textFor(`/urunler/${BOLT}/datasheet.pdf`, 'evil.test')
    expect(forged).toContain(`http://www.example.org/urunler/${BOLT}`)
    expect(forged).not.toContain('evil.test')
  })
})
