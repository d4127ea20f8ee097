import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachmentDisposition, attachmentFile, removeSubmissionFiles } from './submission-files.ts'

let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'submission-files-'))
  await mkdir(path.join(root, 'private', 'submissions', 'sub-1'), { recursive: true })
  await writeFile(path.join(root, 'private', 'submissions', 'sub-1', 'f.pdf'), 'x')
  await writeFile(path.join(root, 'private', 'secret.txt'), 'secret')
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('attachmentFile', () => {
  it('finds a stored file inside its submission folder', async () => {
    expect(await attachmentFile(root, 'sub-1', 'f.pdf')).toEqual({
      file: path.join(root, 'private', 'submissions', 'sub-1', 'f.pdf'),
      size: 1,
    })
  })

  it.each([
    ['sub-1', '../../secret.txt'],
    ['..', 'secret.txt'],
    ['sub-1/..', 'f.pdf'],
    ['sub-1', '.'],
    ['sub-1', '..'],
    ['sub-1', 'f.pdf\0'],
    ['sub-1', 'missing.pdf'],
    ['', 'f.pdf'],
  ])('refuses %s / %s', async (id, name) => {
    expect(await attachmentFile(root, id, name)).toBeNull()
  })
})

describe('removeSubmissionFiles', () => {
  it('never deletes outside the submissions folder', async () => {
    await removeSubmissionFiles(root, '..')
    expect(await attachmentFile(root, 'sub-1', 'f.pdf')).not.toBeNull()
    await removeSubmissionFiles(root, 'sub-1')
    expect(await attachmentFile(root, 'sub-1', 'f.pdf')).toBeNull()
  })
})

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name per RFC 5987', () => {
    expect(attachmentDisposition('Teklif "son" çizim.pdf')).toBe(
      `attachment; filename="Teklif _son_ _izim.pdf"; filename*=UTF-8''Teklif%20%22son%22%20%C3%A7izim.pdf`,
    )
    expect(attachmentDisposition('a\r\nX-Evil: 1.pdf')).not.toMatch(/[\r\n]/)
  })
})
