import http from 'node:http'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { type RawAnswer, readAnswer } from './http.ts'
import { multipartBody } from './multipart.ts'
import type { RunningServer } from './server.ts'

export const MB = 1024 * 1024
/** Form posts of the storage tests: the fields of each form, files as PDFs, one address each. */
const CONTACT = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject: 'Çizim', message: 'Ekte.' }
const QUOTE = { name: 'Jane Roe', email: 'jane@example.com', productType: 'M8 bolts' }

export type Post = {
  lang: string
  address: string
  acceptLanguage?: string
  /** Without Content-Length: the budget can only be kept while the body streams in. */
  chunked?: boolean
  /** Sends the first 100 kB, runs this, then the rest (chunked). */
  midway?: () => Promise<void>
}

/** A form post as a browser sends it. */
export async function post(server: RunningServer, form: 'contact' | 'quote', files: Buffer[], options: Post) {
  const fields = { lang: options.lang, ...(form === 'contact' ? CONTACT : QUOTE) }
  const named = files.map((bytes, i) => ({ name: `cizim-${i}.pdf`, bytes, type: 'application/pdf' }))
  const { payload, headers } = await multipartBody(fields, named)
  const { hostname, port } = new URL(server.url)
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        method: 'POST',
        path: `/api/${form}`,
        headers: {
          ...headers,
          ...(options.chunked || options.midway
            ? { 'transfer-encoding': 'chunked' }
            : { 'content-length': String(payload.length) }),
          'accept-language': options.acceptLanguage ?? options.lang,
          'x-forwarded-for': options.address,
        },
      },
      (response) => readAnswer(response).then(resolve, reject),
    )
    request.on('error', reject)
    if (!options.midway) return request.end(payload)
    const midway = options.midway
    request.write(payload.subarray(0, 100 * 1024), () => {
      midway().then(() => request.end(payload.subarray(100 * 1024)), reject)
    })
  })
}

/** Every file under UPLOADS_DIR/private (temp files and stored attachments). */
export async function privateFiles(server: RunningServer): Promise<string[]> {
  const dir = path.join(server.root, 'uploads', 'private')
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

export const errorOf = (answer: RawAnswer) => (JSON.parse(answer.body) as { error: string }).error
