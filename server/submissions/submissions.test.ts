import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttachmentProblem } from '../../shared/attachments.ts'
import { cleanField, isValidEmail } from '../../shared/forms.ts'
import { attachmentProblemText, formMessage } from './messages.ts'
import { contentMatchesName, sniffKind } from './sniff.ts'
import { safeOriginalName } from './storage.ts'
import { sampleFiles } from '../../test/helpers/sample-files.ts'

let dir: string
let files: Awaited<ReturnType<typeof sampleFiles>>
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sniff-'))
  files = await sampleFiles()
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function write(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name)
  await writeFile(file, bytes)
  return file
}

describe('attachment content sniffing', () => {
  it('recognises every allowed kind by its bytes', async () => {
    for (const kind of ['pdf', 'png', 'jpg', 'gif', 'docx', 'doc'] as const) {
      expect(await sniffKind(await write(`sample-${kind}`, files[kind])), kind).toBe(kind)
    }
    expect(await sniffKind(await write('empty', Buffer.alloc(0)))).toBeNull()
    expect(await sniffKind(await write('program', files.exe))).toBeNull()
  })

  it('accepts a file only when its content is what its name says', async () => {
    expect(await contentMatchesName(await write('a', files.jpg), 'Foto.JPEG')).toBe('jpg')
    expect(await contentMatchesName(await write('b', files.docx), 'şartname.docx')).toBe('docx')
    expect(await contentMatchesName(await write('c', files.exe), 'cizim.pdf')).toBeNull()
    expect(await contentMatchesName(await write('d', files.png), 'cizim.pdf')).toBeNull()
    expect(await contentMatchesName(await write('e', files.pdf), 'cizim.exe')).toBeNull()
  })
})

describe('form field rules', () => {
  it('accepts one plain address and refuses header injection', () => {
    expect(isValidEmail('ayse.yilmaz@firma.com.tr')).toBe(true)
    expect(isValidEmail('a@b.c\r\nBcc: x@y.z')).toBe(false)
    expect(isValidEmail('a@b.co\nBcc: x@y.z')).toBe(false)
    expect(isValidEmail('Ayşe <a@b.co>')).toBe(false)
    expect(isValidEmail('a@b.co, c@d.co')).toBe(false)
    expect(isValidEmail('no-at-sign')).toBe(false)
  })
  it('cleans control characters and keeps line breaks only where they belong', () => {
    expect(cleanField('  Merhaba\r\nDünya\u0007 ', true)).toBe('Merhaba\nDünya')
    expect(cleanField('Konu\r\nBcc: x@y.z', false)).toBe('Konu Bcc: x@y.z')
  })
  it('keeps a safe display name for attachments', () => {
    expect(safeOriginalName('C:\\Users\\ayse\\çizim.pdf')).toBe('çizim.pdf')
    expect(safeOriginalName('../../etc/passwd')).toBe('passwd')
    expect(safeOriginalName('a\r\nb".pdf')).toBe('ab_.pdf')
    expect(safeOriginalName('..')).toBe('dosya')
    const long = safeOriginalName(`${'x'.repeat(300)}.docx`)
    expect(long).toHaveLength(255)
    expect(long.endsWith('.docx')).toBe(true)
  })
})

describe('server messages', () => {
  it('say exactly the fixed Turkish texts and translate the others', () => {
    const problems: AttachmentProblem[] = [
      { kind: 'too-many' },
      { kind: 'too-large', file: 'büyük.pdf' },
      { kind: 'unsupported', file: 'virüs.exe' },
      { kind: 'duplicate', file: 'çizim.pdf' },
    ]
    expect(problems.map((problem) => attachmentProblemText('tr', problem))).toEqual([
      'Maksimum 5 dosya yükleyebilirsiniz',
      "büyük.pdf: Dosya boyutu 10MB'dan büyük olamaz",
      'virüs.exe: Desteklenmeyen dosya türü. Desteklenen türler: pdf, jpg, jpeg, png, gif, doc, docx',
      'çizim.pdf: Bu dosya zaten eklendi',
    ])
    expect(attachmentProblemText('en', { kind: 'too-large', file: 'big.pdf' })).toBe(
      'big.pdf: The file cannot be larger than 10MB',
    )
    expect(formMessage('tr', 'forms.contact.required')).toBe('Lütfen tüm zorunlu alanları doldurun')
    expect(formMessage('tr', 'forms.quote.required')).toBe('Lütfen ad ve e-posta alanlarını doldurun')
    expect(formMessage('es', 'forms.quote.required')).toBe(
      'Rellene los campos de nombre y correo electrónico',
    )
  })
})
