import { open } from 'node:fs/promises'
import { fileTypeFromFile } from 'file-type'
import { extensionOf } from '../../shared/attachments.ts'

/** What an accepted attachment really is, judged by its bytes. */
export type AttachmentKind = 'pdf' | 'jpg' | 'png' | 'gif' | 'doc' | 'docx'

export const KIND_MIME: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** The kind a file name promises (`.jpeg` and `.jpg` are the same kind). */
export function kindOfName(name: string): AttachmentKind | null {
  const ext = extensionOf(name)
  if (ext === 'jpeg') return 'jpg'
  return ext in KIND_MIME ? (ext as AttachmentKind) : null
}

/** OLE2 compound file: the container of legacy Word .doc files. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

/**
 * Reads the file's magic bytes: .doc by its OLE2 signature, then file-type for pdf, jpg, png, gif
 * and docx (a zip whose content types declare a Word document). Anything else, an empty file
 * included, is null.
 */
export async function sniffKind(file: string): Promise<AttachmentKind | null> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(OLE2_MAGIC.length)
    const { bytesRead } = await handle.read(head, 0, head.length, 0)
    if (bytesRead === head.length && head.equals(OLE2_MAGIC)) return 'doc'
  } finally {
    await handle.close()
  }
  const detected = await fileTypeFromFile(file)
  return detected && detected.ext in KIND_MIME && detected.ext !== 'doc'
    ? (detected.ext as AttachmentKind)
    : null
}

/** The content matches the name: a renamed .exe (or a .png called .pdf) is refused. */
export async function contentMatchesName(file: string, name: string): Promise<AttachmentKind | null> {
  const promised = kindOfName(name)
  if (!promised) return null
  const actual = await sniffKind(file)
  return actual === promised ? actual : null
}
