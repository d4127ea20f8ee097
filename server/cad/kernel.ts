import { createRequire } from 'node:module'
import opencascade from 'replicad-opencascadejs'
import { exportSTEP, setOC, type Shape3D } from 'replicad'
import type { CadMesh } from '../../shared/cad.ts'
import type { ModelSpec } from './model-spec.ts'
import { buildSolid } from './solid.ts'

/*
 * The CAD kernel: OpenCascade compiled to WebAssembly (replicad-opencascadejs, about 22 MB), loaded once per
 * thread that builds models (cad-worker.ts). Loading takes about a third of a second and 150 MB of memory, which is
 * why only that worker ever loads it, and only when a model is asked for.
 */

let loading: Promise<void> | null = null

export function loadKernel(): Promise<void> {
  loading ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve('replicad-opencascadejs/wasm')
    const oc = await opencascade({
      locateFile: () => wasm,
      // OpenCascade reports every STEP transfer on stdout: not the server's log.
      print: () => {},
      printErr: () => {},
    } as never)
    setOC(oc)
  })()
  return loading
}

/** The mesh's precision: 0.01 mm off the surface at most, 12° between facets of a curve. */
const MESH = { tolerance: 0.01, angularTolerance: 0.2 }

const round = (value: number) => Math.round(value * 1000) / 1000

/**
 * The model's edges as line segments, without the seams of revolved faces: a surface of revolution closes on an
 * edge along its profile, which is no edge of the part. solid.ts draws every profile on the XZ plane's x >= 0 side,
 * so a seam is exactly an edge lying wholly in that half-plane; no other edge does (circles leave it, and hexagons
 * have neither a corner nor an edge there).
 */
function visibleEdges(shape: Shape3D): number[] {
  const { lines, edgeGroups } = shape.meshEdges(MESH)
  const kept: number[] = []
  for (const { start, count } of edgeGroups) {
    const points = lines.slice(start * 3, (start + count) * 3)
    let seam = true
    for (let i = 0; i < points.length && seam; i += 3)
      seam = Math.abs(points[i + 1]!) < 1e-6 && points[i]! > 0
    // The points come as segments already (start, end, start, end ...), as the view draws them.
    if (!seam) kept.push(...points)
  }
  return kept
}

function meshOf(shape: Shape3D): CadMesh {
  const faces = shape.mesh(MESH)
  const box = shape.boundingBox.bounds
  return {
    v: 1,
    positions: faces.vertices.map(round),
    normals: faces.normals.map((value) => Math.round(value * 1000) / 1000),
    indices: faces.triangles,
    edges: visibleEdges(shape).map(round),
    bbox: [...box[0], ...box[1]].map(round) as CadMesh['bbox'],
  }
}

export type BuiltModel = { step: Uint8Array; mesh: Uint8Array }

/** The STEP file (AP242, millimetres, the part named `name`) and the 3D view's mesh (JSON bytes) of `spec`. */
export async function buildModel(spec: ModelSpec, name: string): Promise<BuiltModel> {
  await loadKernel()
  const shape = buildSolid(spec)
  try {
    const step = new Uint8Array(
      await exportSTEP([{ shape, name, color: '#8d96a0' }], { unit: 'MM', modelUnit: 'MM' }).arrayBuffer(),
    )
    const mesh = new TextEncoder().encode(JSON.stringify(meshOf(shape)))
    return { step, mesh }
  } finally {
    // OpenCascade's objects live in the WebAssembly heap, outside the garbage collector's reach.
    shape.delete()
  }
}
