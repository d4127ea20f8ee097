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
  it('stops on an invalid value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/)
  })
})
