/*
 * A product's CAD files, one set per size row, generated from its standard's dimensions (server/cad/):
 *   <product page>/cad/M10x40.step       the solid (ISO 10303-21, AP242), for products with lengths
 *   <product page>/cad/M8.step           the same for nuts and washers (no length)
 *   <product page>/cad/M10x40.dxf        the 2D dimension drawing at that size, in mm
 *   <product page>/cad/M10x40.mesh.json  the solid as triangles, for the page's 3D view (CadMesh)
 * The same files answer under /en and /es (with a file name in that language). One place spells these names.
 */

export const CAD_FORMATS = ['step', 'dxf', 'mesh.json'] as const
export type CadFormat = (typeof CAD_FORMATS)[number]

/** A size row's file stem: "M10x40", "M8", "M2.5x12.5". Size keys never hold an "x". */
export function cadStem(size: string, length: number | null): string {
  return length === null ? size : `${size}x${length}`
}

/** The address of a size row's file under a product page's path (`/urunler/din-933-...`, `/en/urunler/...`). */
export function cadHref(productPath: string, size: string, length: number | null, format: CadFormat): string {
  return `${productPath}/cad/${encodeURIComponent(cadStem(size, length))}.${format}`
}

export type CadFileRequest = { size: string; length: number | null; format: CadFormat }

/** Reads a file name of the cad folder ("M10x40.step"); null for anything else. */
export function parseCadFile(file: string): CadFileRequest | null {
  const format = CAD_FORMATS.find((candidate) => file.endsWith(`.${candidate}`))
  if (!format) return null
  const stem = file.slice(0, -format.length - 1)
  const cut = stem.lastIndexOf('x')
  if (cut < 0) return stem ? { size: stem, length: null, format } : null
  const size = stem.slice(0, cut)
  const lengthText = stem.slice(cut + 1)
  // Plain decimal lengths only ("40", "12.5"): no exponents, signs or spaces.
  if (!size || !/^\d{1,4}(\.\d{1,2})?$/.test(lengthText)) return null
  return { size, length: Number(lengthText), format }
}

/**
 * A solid as the 3D view draws it: millimetres, the part's axis along Z, the bearing face at z = 0 (see
 * server/cad/model-spec.ts). `positions` and `normals` are xyz triples (normals per vertex), `indices` three per
 * triangle, `edges` the model's edges as line segments (xyz xyz per segment), so the view can draw them crisp.
 */
export type CadMesh = {
  v: 1
  positions: number[]
  normals: number[]
  indices: number[]
  edges: number[]
  /** [minX, minY, minZ, maxX, maxY, maxZ] in mm. */
  bbox: [number, number, number, number, number, number]
}

/** What a product page knows of its CAD files: the sizes of its table a model can be generated for. */
export type ProductCad = {
  /** Size keys ("M10") of the product's rows with a model; a row of another size has no CAD links. */
  sizes: string[]
}
