import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { gzipSync } from 'node:zlib'
import { afterAll, expect, it } from 'vitest'
import { PlainFiles } from './plain-files.ts'
import type { CachedResponse } from './response-cache.ts'

const root = await mkdtemp(path.join(os.tmpdir(), 'plain-files-'))
afterAll(() => rm(root, { recursive: true, force: true }))

const entry = (url: string, body: string): CachedResponse => ({
  url,
  status: 200,
  etag: `W/"${body.length}"`,
  body: gzipSync(body),
  stored: 'gzip',
  version: 1,
})

const read = async (files: PlainFiles, answer: CachedResponse) => {
  const { stream, bytes } = await files.open(answer)
  return { text: await text(stream), bytes }
}

it('serves the plain text of a gzip-only answer from a file, written again when a cleaner removed it', async () => {
  const dir = path.join(root, 'json')
  const files = await PlainFiles.open(dir)
  const list = entry('/api/products', '[{"name_tr":"Cıvata"}]')
  const expected = { text: '[{"name_tr":"Cıvata"}]', bytes: Buffer.byteLength('[{"name_tr":"Cıvata"}]') }
  expect(await read(files, list)).toEqual(expected)
  expect(await readdir(dir)).toHaveLength(1)

  // The folder emptied under the running process (the system's temporary directory is cleaned now and then).
  await rm(dir, { recursive: true, force: true })
  expect(await read(files, list)).toEqual(expected)
  expect(await read(files, entry('/api/products?lang=en', '[]'))).toEqual({ text: '[]', bytes: 2 })
  expect(await readdir(dir)).toHaveLength(2)
})
