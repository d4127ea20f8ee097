import { describe, expect, it } from 'vitest'
import {
  type AttachmentProblem,
  addAttachments,
  attachmentProblemMessage,
  MAX_ATTACHMENT_BYTES,
} from './attachments.ts'
import tr from './i18n/locales/tr/forms.json'

/** The Turkish text of a problem, as the locale file words it (these texts use only `{name}`). */
const inTurkish = (problem: AttachmentProblem) => {
  const { id, values } = attachmentProblemMessage(problem)
  return tr[id].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}

const file = (name: string, size = 1000) => ({ name, size })

describe('attachment rules', () => {
  it('accepts allowed types case-insensitively and refuses others', () => {
    const { files, problems } = addAttachments(
      [],
      [file('a.PDF'), file('b.Docx'), file('c.exe'), file('noext')],
    )
    expect(files.map((f) => f.name)).toEqual(['a.PDF', 'b.Docx'])
    expect(problems.map(inTurkish)).toEqual([
      'c.exe: Desteklenmeyen dosya türü. Desteklenen türler: pdf, jpg, jpeg, png, gif, doc, docx',
      'noext: Desteklenmeyen dosya türü. Desteklenen türler: pdf, jpg, jpeg, png, gif, doc, docx',
    ])
  })
  it('refuses files over 10 MB and duplicates by name and size, keeping the valid ones', () => {
    const { files, problems } = addAttachments(
      [file('a.pdf', 10)],
      [
        file('big.png', MAX_ATTACHMENT_BYTES + 1),
        file('a.pdf', 10),
        file('a.pdf', 11),
        file('ok.png', MAX_ATTACHMENT_BYTES),
      ],
    )
    expect(files.map((f) => `${f.name}:${f.size}`)).toEqual([
      'a.pdf:10',
      'a.pdf:11',
      `ok.png:${MAX_ATTACHMENT_BYTES}`,
    ])
    expect(problems.map(inTurkish)).toEqual([
      "big.png: Dosya boyutu 10MB'dan büyük olamaz",
      'a.pdf: Bu dosya zaten eklendi',
    ])
  })
  it('stops at five files with one message', () => {
    const { files, problems } = addAttachments(
      [],
      ['1', '2', '3', '4', '5', '6', '7'].map((n) => file(`${n}.jpg`)),
    )
    expect(files).toHaveLength(5)
    expect(problems.map(inTurkish)).toEqual(['Maksimum 5 dosya yükleyebilirsiniz'])
  })
})
