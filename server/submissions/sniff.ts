import { open } from 'node:fs/promises'
import { extensionOf } from '../../shared/attachments.ts'

/** What an accepted attachment really is, judged by its bytes. */
export type AttachmentKind = 'pdf' | 'jpg' | 'png' | 'gif' | 'doc' | 'docx' | CadKind
/** CAD files a quote takes (shared/attachments.ts CAD_EXTENSIONS), each known by its own opening bytes. */
type CadKind = 'step' | 'iges' | 'dxf' | 'dwg' | 'zip'

export const KIND_MIME: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  step: 'model/step',
  iges: 'model/iges',
  dxf: 'image/vnd.dxf',
  dwg: 'image/vnd.dwg',
  zip: 'application/zip',
}

/** Other spellings of a kind's extension. */
const EXTENSION_KIND: Record<string, AttachmentKind> = { jpeg: 'jpg', stp: 'step', igs: 'iges' }

/**
 * How each CAD kind opens, read from its first 4 KB: text formats by their header record, binary ones by their
 * magic. A STEP file (ISO 10303-21) opens with `ISO-10303-21;`; an IGES file's first 80-column record is a Start
 * record (`S` in column 73); an ASCII DXF opens with group code 0 and `SECTION` (comments, 999, may come first), a
 * binary DXF with its sentinel; a DWG with its version `AC10xx`; a ZIP with a local file header (or the end record
 * of an empty archive).
 */
const CAD_SIGNATURES: Record<CadKind, (head: Buffer) => boolean> = {
  step: (head) => /^\s*ISO-10303-21\s*;/.test(asText(head)),
  iges: (head) => /^.{72}S[ \d]{7}\r?$/.test(asText(head).split('\n')[0] ?? ''),
  dxf: (head) =>
    head.subarray(0, 22).equals(Buffer.from('AutoCAD Binary DXF\r\n\x1a\0', 'latin1')) ||
    /^(?:\s*999\r?\n[^\n]*\n)*\s*0\r?\nSECTION\r?\n/.test(asText(head)),
  dwg: (head) => /^AC10\d\d/.test(head.toString('latin1', 0, 6)),
  zip: (head) =>
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    [0x0304, 0x0506, 0x0708].includes(head.readUInt16BE(2)),
}

/** A text format's opening as text, without the UTF-8 byte order mark some programs write. */
function asText(head: Buffer): string {
  const start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0
  return head.toString('latin1', start)
}

const isCadKind = (kind: AttachmentKind): kind is CadKind => kind in CAD_SIGNATURES

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r')
  try {
    const head = Buffer.alloc(bytes)
    const { bytesRead } = await handle.read(head, 0, bytes, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** The kind a file name promises (`.jpeg` and `.jpg` are the same kind). */
export function kindOfName(name: string): AttachmentKind | null {
  const ext = extensionOf(name)
  return EXTENSION_KIND[ext] ?? (ext in KIND_MIME ? (ext as AttachmentKind) : null)
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
  // file-type (~70 ms to load) comes with the first attachment, not with the start.
  const { fileTypeFromFile } = await import('file-type')
  const detected = await fileTypeFromFile(file)
  return detected &&
    detected.ext in KIND_MIME &&
    detected.ext !== 'doc' &&
    !isCadKind(detected.ext as AttachmentKind)
    ? (detected.ext as AttachmentKind)
    : null
}

/** The content matches the name: a renamed .exe (or a .png called .pdf) is refused. */
export async function contentMatchesName(file: string, name: string): Promise<AttachmentKind | null> {
  const promised = kindOfName(name)
  if (!promised) return null
  if (isCadKind(promised)) return CAD_SIGNATURES[promised](await readHead(file, 4096)) ? promised : null
  const actual = await sniffKind(file)
  return actual === promised ? actual : null
}
