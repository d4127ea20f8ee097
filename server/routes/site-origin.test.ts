import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/helpers/app.ts'
import { ConfigError, loadConfig } from '../config.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp({ ALLOWED_HOSTS: 'www.example.com, example.com:8080' })
})
afterAll(() => test.close())

describe('ALLOWED_HOSTS', () => {
  it('is read as a comma-separated list of host names and refuses anything else', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'www.example.com,example.com:8080' }).ALLOWED_HOSTS).toBe(
      'www.example.com,example.com:8080',
    )
    expect(loadConfig({}).ALLOWED_HOSTS).toBe('')
    for (const bad of ['https://example.com', 'example.com/x', 'a b', 'example.com:port']) {
      expect(() => loadConfig({ ALLOWED_HOSTS: bad })).toThrow(ConfigError)
      expect(() => loadConfig({ ALLOWED_HOSTS: bad })).toThrow(/ALLOWED_HOSTS/)
    }
  })

  it('names a listed Host in robots.txt and the sitemap, and the first listed one for any other', async () => {
    const listed = await test.app.inject({ url: '/robots.txt', headers: { host: 'example.com:8080' } })
    expect(listed.body).toContain('Sitemap: http://example.com:8080/sitemap.xml')
    const forged = await test.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } })
    expect(forged.body).not.toContain('evil.example')
    expect(forged.body).toContain('<loc>http://www.example.com/urunler</loc>')
  })
})
