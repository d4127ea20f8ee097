import { describe, expect, it } from 'vitest'
import { createHmac } from 'node:crypto'
import { bearerToken, checkClaims, TOKEN_LIFETIME_SECONDS, tokenKeys } from './tokens.ts'

const now = 1_800_000_000
const good = { sub: 'admin', role: 'admin', ver: 2, iat: now - 60, exp: now - 60 + TOKEN_LIFETIME_SECONDS }

describe('checkClaims', () => {
  it('accepts a well-formed, current token payload', () => {
    expect(checkClaims(good, now)).toEqual(good)
  })

  it.each([
    ['expired', { ...good, iat: now - 9 * 3600, exp: now - 3600 }],
    ['issued in the future', { ...good, iat: now + 600, exp: now + 1200 }],
    ['living longer than 8 h', { ...good, iat: now, exp: now + TOKEN_LIFETIME_SECONDS + 1 }],
    ['without exp', { sub: 'admin', role: 'admin', ver: 0, iat: now }],
    ['without ver', { sub: 'admin', role: 'admin', iat: now, exp: now + 60 }],
    ['with a string ver', { ...good, ver: '2' }],
    ['with a negative ver', { ...good, ver: -1 }],
    ['with an empty sub', { ...good, sub: '' }],
    ['not an object', 'admin'],
  ])('refuses a payload %s', (_name, payload) => {
    expect(checkClaims(payload, now)).toBeNull()
  })
})

describe('bearerToken', () => {
  it('takes only a JWT-shaped Bearer token', () => {
    expect(bearerToken('Bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc')
    expect(bearerToken('Bearer aaa.bbb.')).toBe('aaa.bbb.')
    expect(bearerToken('bearer aaa.bbb.ccc')).toBeNull()
    expect(bearerToken('Bearer  aaa.bbb.ccc')).toBeNull()
    expect(bearerToken('Bearer aaa.bbb.ccc extra')).toBeNull()
    expect(bearerToken('Basic abc')).toBeNull()
    expect(bearerToken(undefined)).toBeNull()
    expect(bearerToken(`Bearer ${'a'.repeat(5000)}.b.c`)).toBeNull()
  })
})

describe('tokenKeys', () => {
  const secret = 'a-secret-for-this-test-that-is-long-enough'
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  /** A token signed by hand with `secret`: what a holder of the secret (or a forger without it) could send. */
  const handSigned = (header: object, claims: object, key = secret, hash = 'sha256') => {
    const body = `${b64(header)}.${b64(claims)}`
    return `${body}.${createHmac(hash, key).update(body).digest('base64url')}`
  }

  it('signs HS256 tokens that live 8 hours and verifies its own', () => {
    const keys = tokenKeys(secret)()
    const token = keys.sign({ sub: 'ayse', role: 'editor', ver: 3 })
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    })
    const claims = keys.verify(token) as { iat: number; exp: number }
    expect(claims).toMatchObject({ sub: 'ayse', role: 'editor', ver: 3 })
    expect(claims.exp - claims.iat).toBe(TOKEN_LIFETIME_SECONDS)
  })

  it('refuses another secret, another algorithm, a missing claim and an expired token', () => {
    const verify = tokenKeys(secret)().verify
    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: 'ayse', role: 'owner', ver: 0, iat: now, exp: now + 60 }
    expect(verify(handSigned({ alg: 'HS256', typ: 'JWT' }, claims))).toMatchObject({ sub: 'ayse' })
    const refused = {
      foreign: handSigned({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-that-is-long-enough-000'),
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      hs512: handSigned({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512'),
      withoutVer: handSigned({ alg: 'HS256', typ: 'JWT' }, { ...claims, ver: undefined }),
      expired: handSigned({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 7200, exp: now - 3600 }),
      tooOld: handSigned({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 9 * 3600, exp: now + 60 }),
    }
    for (const [name, token] of Object.entries(refused)) expect(() => verify(token), name).toThrow()
  })
})
