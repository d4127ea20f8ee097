import occtImport, { type Occt } from 'occt-import-js'

/*
 * STEP files read back with an independent reader: occt-import-js, OpenCascade's STEP importer built on its own,
 * not the kernel (replicad's) that wrote them. Loaded once per test file (about 0.3 s).
 */

let reader: Promise<Occt> | null = null

export type StepSolids = {
  names: string[]
  /** Extent along X, Y and Z, and the lowest and highest Z, over every solid's triangles (mm). */
  x: number
  y: number
  z: number
  bottom: number
  top: number
}

export async function readStep(bytes: Uint8Array): Promise<StepSolids> {
  reader ??= occtImport()
  const result = (await reader).ReadStepFile(bytes, null)
  if (!result.success) throw new Error('the STEP file could not be read')
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (const mesh of result.meshes) {
    const points = mesh.attributes.position.array
    for (let i = 0; i < points.length; i += 3) {
      for (let axis = 0; axis < 3; axis++) {
        min[axis] = Math.min(min[axis]!, points[i + axis]!)
        max[axis] = Math.max(max[axis]!, points[i + axis]!)
      }
    }
  }
  const [x, y, z] = [0, 1, 2].map((axis) => max[axis]! - min[axis]!) as [number, number, number]
  return { names: result.meshes.map((mesh) => mesh.name), x, y, z, bottom: min[2]!, top: max[2]! }
}
