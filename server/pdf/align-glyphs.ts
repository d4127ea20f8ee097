/**
 * A TrueType font rewritten so that every glyph's data starts on a 4-byte boundary (the layout the
 * OpenType spec recommends), with the long `loca` format.
 *
 * Why: @pdf-lib/fontkit's subsetter copies each glyph's bytes as they are and then, when the subset
 * is small, writes the short `loca` format, which stores offsets divided by two. Inter, like many
 * fonts with long `loca`, has glyphs of odd length (518 of its 2,926); a glyph that follows an odd
 * number of them starts at an odd offset, which halving cannot store, so viewers draw the wrong bytes
 * for it, whatever the letter: PDF.js showed "u agla l a lar" for "Kuzey Bağlantı Elemanları". With
 * every glyph padded, all offsets are even and both formats are exact.
 */

type Table = { tag: string; data: Uint8Array }

const u16 = (view: DataView, at: number) => view.getUint16(at)
const u32 = (view: DataView, at: number) => view.getUint32(at)

/** The 32-bit sum of a table's big-endian words (the table record's checksum). */
function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(data.length / 4) * 4)
  padded.set(data)
  const view = new DataView(padded.buffer)
  let sum = 0
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0
  return sum
}

function readTables(font: Uint8Array): { version: number; tables: Table[] } {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const tables: Table[] = []
  for (let i = 0; i < u16(view, 4); i++) {
    const record = 12 + 16 * i
    const tag = String.fromCharCode(...font.subarray(record, record + 4))
    const offset = u32(view, record + 8)
    tables.push({ tag, data: font.subarray(offset, offset + u32(view, record + 12)) })
  }
  return { version: u32(view, 0), tables }
}

function writeTables(version: number, tables: Table[]): Uint8Array {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1))
  const headerSize = 12 + 16 * sorted.length
  const size = sorted.reduce((total, table) => total + Math.ceil(table.data.length / 4) * 4, headerSize)
  const out = new Uint8Array(size)
  const view = new DataView(out.buffer)
  const n = sorted.length
  const power = 2 ** Math.floor(Math.log2(n))
  view.setUint32(0, version)
  view.setUint16(4, n)
  view.setUint16(6, power * 16)
  view.setUint16(8, Math.log2(power))
  view.setUint16(10, n * 16 - power * 16)
  let offset = headerSize
  sorted.forEach((table, i) => {
    const record = 12 + 16 * i
    for (let c = 0; c < 4; c++) out[record + c] = table.tag.charCodeAt(c)
    view.setUint32(record + 4, checksum(table.data))
    view.setUint32(record + 8, offset)
    view.setUint32(record + 12, table.data.length)
    out.set(table.data, offset)
    offset += Math.ceil(table.data.length / 4) * 4
  })
  // The whole-font checksum adjustment in `head`, as the spec defines it.
  const head = sorted.findIndex((table) => table.tag === 'head')
  const headOffset = u32(view, 12 + 16 * head + 8)
  view.setUint32(headOffset + 8, 0)
  view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0)
  return out
}

/** `font` (a TrueType file) with every glyph 4-byte aligned and a long `loca`; other tables as they were. */
export function alignGlyphs(font: Uint8Array): Uint8Array {
  // A plain copy: a Node Buffer's slice() shares memory, and the views below need copies.
  const { version, tables } = readTables(new Uint8Array(font))
  const find = (tag: string) => {
    const table = tables.find((t) => t.tag === tag)
    if (!table) throw new Error(`not a TrueType font with outlines: no '${tag}' table`)
    return table
  }
  const head = find('head')
  const loca = find('loca')
  const glyf = find('glyf')
  const numGlyphs = u16(new DataView(find('maxp').data.slice().buffer), 4)
  const long = new DataView(head.data.slice().buffer).getInt16(50) === 1
  const locaView = new DataView(loca.data.slice().buffer)
  const offsetOf = (i: number) => (long ? u32(locaView, 4 * i) : 2 * u16(locaView, 2 * i))

  const newLoca = new DataView(new ArrayBuffer(4 * (numGlyphs + 1)))
  const pieces: Uint8Array[] = []
  let at = 0
  for (let i = 0; i < numGlyphs; i++) {
    newLoca.setUint32(4 * i, at)
    const data = glyf.data.subarray(offsetOf(i), offsetOf(i + 1))
    const padded = new Uint8Array(Math.ceil(data.length / 4) * 4)
    padded.set(data)
    pieces.push(padded)
    at += padded.length
  }
  newLoca.setUint32(4 * numGlyphs, at)
  const newGlyf = new Uint8Array(at)
  let offset = 0
  for (const piece of pieces) {
    newGlyf.set(piece, offset)
    offset += piece.length
  }
  const newHead = head.data.slice()
  new DataView(newHead.buffer).setInt16(50, 1)

  const replaced: Record<string, Uint8Array> = {
    head: newHead,
    loca: new Uint8Array(newLoca.buffer),
    glyf: newGlyf,
  }
  return writeTables(
    version,
    tables.map((table) => ({ tag: table.tag, data: replaced[table.tag] ?? table.data })),
  )
}
