import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, { rootDir: '/srv/site' })
    expect(config.PORT).toBe(3000)
    expect(config.HOST).toBe('0.0.0.0')
    expect(config.dataDir).toBe(path.resolve('/srv/site/data'))
    expect(config.uploadsDir).toBe(path.resolve('/srv/site/uploads'))
    expect(config.LOG_LEVEL).toBe('info')
    expect(config.TRUST_PROXY).toBe(false)
  })
  it('converts and validates values', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', PUBLIC_URL: 'https://example.com/' })
    expect(config.PORT).toBe(8080)
    expect(config.TRUST_PROXY).toBe(true)
    expect(config.PUBLIC_URL).toBe('https://example.com')
  })
  it("bounds visitors' attachments by default and accepts other limits", () => {
    const defaults = loadConfig({})
    expect(defaults.ATTACHMENTS_MAX_TOTAL_MB).toBe(2048)
    expect(defaults.DISK_FREE_FLOOR_MB).toBe(512)
    expect(defaults.ATTACHMENTS_DAILY_MB_PER_ADDRESS).toBe(50)
    const small = loadConfig({
      ATTACHMENTS_MAX_TOTAL_MB: '3',
      DISK_FREE_FLOOR_MB: '0',
      ATTACHMENTS_DAILY_MB_PER_ADDRESS: '1.5',
    })
    expect([small.ATTACHMENTS_MAX_TOTAL_MB, small.DISK_FREE_FLOOR_MB]).toEqual([3, 0])
    expect(small.ATTACHMENTS_DAILY_MB_PER_ADDRESS).toBe(1.5)
    expect(() => loadConfig({ ATTACHMENTS_MAX_TOTAL_MB: '0' })).toThrow(/ATTACHMENTS_MAX_TOTAL_MB/)
    expect(() => loadConfig({ DISK_FREE_FLOOR_MB: '-1' })).toThrow(/DISK_FREE_FLOOR_MB/)
    expect(() => loadConfig({ ATTACHMENTS_DAILY_MB_PER_ADDRESS: 'lots' })).toThrow(
      /ATTACHMENTS_DAILY_MB_PER_ADDRESS/,
    )
  })
  it('reads the edge cache lifetimes and the caches to purge', () => {
    const defaults = loadConfig({})
    expect([defaults.EDGE_MAX_AGE_S, defaults.EDGE_STALE_S, defaults.cdnPurgeUrls]).toEqual([60, 60, []])
    const edge = loadConfig({
      EDGE_MAX_AGE_S: '86400',
      CDN_PURGE_URLS: 'http://127.0.0.1:6081/, https://cache.example.com:8443',
    })
    expect(edge.EDGE_MAX_AGE_S).toBe(86400)
    expect(edge.cdnPurgeUrls).toEqual(['http://127.0.0.1:6081', 'https://cache.example.com:8443'])
    expect(() => loadConfig({ CDN_PURGE_URLS: 'varnish:6081' })).toThrow(/CDN_PURGE_URLS/)
    expect(() => loadConfig({ EDGE_MAX_AGE_S: '-1' })).toThrow(/EDGE_MAX_AGE_S/)
  })
  it('leaves NODE_ENV to the libraries that read it', () => {
    expect(Object.keys(loadConfig({ NODE_ENV: 'staging' }))).not.toContain('NODE_ENV')
  })
  it('stops on an invalid value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/)
  })
})
