import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { TEST_ADMIN } from '../../../../test/helpers/app.ts'

/** Logs in through the API and returns the token. */
export async function login(
  app: FastifyInstance,
  username = TEST_ADMIN.username,
  password = TEST_ADMIN.password,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username, password },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().token as string
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

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

/** A multipart/form-data body: text fields first, then the `file` part. */
export function multipart(
  fields: Record<string, string>,
  file?: { filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
