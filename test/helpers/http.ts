// Requests to a server started by server.ts, as its tests make them.
import http from 'node:http'
import { E2E_ADMIN } from './server.ts'

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** Status, headers and the whole body (as UTF-8 text) of a node:http response. */
export function readAnswer(response: http.IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () =>
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    )
    response.on('error', reject)
  })
}

/** One HTTP request with the path sent byte for byte as given (fetch would normalise `..` and `//`). */
export function raw(
  baseUrl: string,
  method: string,
  rawPath: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method, path: rawPath, headers }, (response) =>
      readAnswer(response).then(resolve, reject),
    )
    request.on('error', reject)
    request.end(body)
  })
}

export async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** JSON call with a bearer token; returns status and parsed body (or null). */
export async function api(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = text
  }
  return { status: response.status, body: parsed, headers: response.headers }
}

/** The median of repeated measurements (timings, bytes written), steadier than one sample. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
