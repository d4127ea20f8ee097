import { errorTextOf } from '../../lib/error-text.ts'
import { currentToken, endSession } from './session.ts'

/** A failed admin call: `serverMessage` is the `error` text of the server's ErrorReply, when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`)
    this.name = 'ApiError'
  }
}

/** The text of a caught error worth showing after "Hata: ", or null for a network failure. */
export function errorText(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  form?: FormData
  /** Upload screens show their own "session expired" message instead of logging out. */
  keepSessionOn401?: boolean
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {}
  const token = currentToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (options.form) body = options.form
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(path, { method: options.method ?? 'GET', headers, body, cache: 'no-store' })
  if (response.status === 401 && !options.keepSessionOn401) {
    endSession({ expired: true })
  }
  return response
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/**
 * Calls the admin API with the stored bearer token. A 401 ends the session (storage cleared,
 * page reloaded) once; any other failure throws an ApiError carrying the server's message.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options)
  const body = await readBody(response)
  const refused = (body as { success?: unknown } | null)?.success === false
  if (!response.ok || refused) throw new ApiError(response.status, errorTextOf(body))
  return body as T
}

/**
 * Downloads a protected file (attachment, CSV export): fetched with the token, then saved through
 * a temporary blob URL, since a plain link cannot carry the Authorization header.
 */
export async function download(path: string, fallbackName: string): Promise<void> {
  const response = await send(path, {})
  if (!response.ok) throw new ApiError(response.status, errorTextOf(await readBody(response)))
  const blob = await response.blob()
  const name = fileNameFrom(response.headers.get('Content-Disposition')) ?? fallbackName
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null
}
