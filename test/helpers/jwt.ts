import { createHmac } from 'node:crypto'

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A hand-made JWT (any header, payload and HMAC secret), for forged-token tests. */
export function makeJwt(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  secret: string | null,
  hash: 'sha256' | 'sha512' = 'sha256',
): string {
  const input = `${base64url(header)}.${base64url(payload)}`
  const signature = secret === null ? '' : createHmac(hash, secret).update(input).digest('base64url')
  return `${input}.${signature}`
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)
