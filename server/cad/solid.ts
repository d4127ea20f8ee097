import { draw, drawPolysides, type Shape3D } from 'replicad'
import type { ModelSpec } from './model-spec.ts'

/*
 * The solid of a ModelSpec, built with OpenCascade through replicad: every body is a profile revolved about Z or a
 * hexagon extruded along it, combined with booleans. Placement as model-spec.ts describes (z = 0 the bearing face).
 * Threads are plain cylinders at the nominal diameter, as catalogue models are; the thread end is chamfered at 45°
 * down to the thread's root (0.6134 P deep, ISO 68-1), and hexagons carry their 30° chamfer.
 */

type Profile = readonly (readonly [r: number, z: number])[]

/** A closed profile in the (r, z) half-plane revolved a full turn about Z. */
function revolved(profile: Profile): Shape3D {
  const [first, ...rest] = profile
  let pen = draw([first![0], first![1]])
  for (const [r, z] of rest) pen = pen.lineTo([r, z])
  // The XZ plane maps the drawing's (x, y) to (x, z) in space; revolve() turns about the plane's Z axis.
  return pen.close().sketchOnPlane('XZ').revolve([0, 0, 1]) as Shape3D
}

/** A hexagon `s` across flats (flats facing ±X, corners on the Y axis) from z0 to z1. */
function hexPrism(s: number, z0: number, z1: number): Shape3D {
  const e = s / Math.cos(Math.PI / 6)
  return drawPolysides(e / 2, 6)
    .sketchOnPlane('XY', z0)
    .extrude(z1 - z0) as Shape3D
}

const TAN30 = Math.tan(Math.PI / 6)

/**
 * The body a hexagon is intersected with for its 30° chamfer: a cone meeting the top (and, for nuts, the bottom)
 * face on the circle across flats, as the standards draw it (the chamfer diameter dw about s).
 */
function chamferBody(s: number, z0: number, z1: number, bottomToo: boolean): Shape3D {
  const e = s / Math.cos(Math.PI / 6)
  const outer = e / 2 + 0.05
  const drop = (outer - s / 2) * TAN30
  const profile: [number, number][] = [[0, z0]]
  if (bottomToo) profile.push([s / 2, z0], [outer, z0 + drop])
  else profile.push([outer, z0])
  profile.push([outer, z1 - drop], [s / 2, z1], [0, z1])
  return revolved(profile)
}

/** A threaded shank of diameter d from z = top down to z = -length, its end chamfered. */
function shank(d: number, pitch: number, top: number, bottom: number): Shape3D {
  const r = d / 2
  const c = Math.min(0.6134 * pitch, r / 2)
  return revolved([
    [0, top],
    [r, top],
    [r, bottom + c],
    [r - c, bottom],
    [0, bottom],
  ])
}

/** A hexagon socket `s` across flats, `t` deep below z = top (reaching above it, so the cut is clean). */
function socket(s: number, t: number, top: number): Shape3D {
  return hexPrism(s, top - t, top + 50)
}

export function buildSolid(spec: ModelSpec): Shape3D {
  switch (spec.shape) {
    case 'hex-bolt': {
      const head = hexPrism(spec.s, 0, spec.k).intersect(chamferBody(spec.s, 0, spec.k, false))
      return head.fuse(shank(spec.d, spec.pitch, 0, -spec.l))
    }
    case 'flange-bolt': {
      // The flange: a quarter of k at the bearing face, its top sloping in to 0.8 dc as the drawing shows it.
      const flange = revolved([
        [0, 0],
        [spec.dc / 2, 0],
        [spec.dc / 2, spec.k * 0.08],
        [(spec.dc / 2) * 0.8, spec.k / 4],
        [0, spec.k / 4],
      ])
      const hex = hexPrism(spec.s, spec.k / 4, spec.k).intersect(
        chamferBody(spec.s, spec.k / 4, spec.k, false),
      )
      return flange.fuse(hex).fuse(shank(spec.d, spec.pitch, 0, -spec.l))
    }
    case 'socket-cap': {
      const r = spec.dk / 2
      // The head's top edge rounded off by a small 45° chamfer (about 0.06 dk), as socket heads are made.
      const c = Math.min(spec.dk * 0.06, spec.k / 4)
      const head = revolved([
        [0, 0],
        [r, 0],
        [r, spec.k - c],
        [r - c, spec.k],
        [0, spec.k],
      ])
      return head.fuse(shank(spec.d, spec.pitch, 0, -spec.l)).cut(socket(spec.s, spec.t, spec.k))
    }
    case 'countersunk': {
      // A 90° countersink from dk at the top face (z = 0) down to the shank; l is measured from the top.
      const r = spec.d / 2
      const c = Math.min(0.6134 * spec.pitch, r / 2)
      const body = revolved([
        [0, 0],
        [spec.dk / 2, 0],
        [r, -(spec.dk / 2 - r)],
        [r, -spec.l + c],
        [r - c, -spec.l],
        [0, -spec.l],
      ])
      return body.cut(socket(spec.s, spec.t, 0))
    }
    case 'button': {
      // A dome: the sphere through the bearing face's rim (dk) and the top (k).
      const r = spec.dk / 2
      const radius = (r * r + spec.k * spec.k) / (2 * spec.k)
      const centre = spec.k - radius
      const angle = Math.asin(r / radius) / 2
      const mid: [number, number] = [radius * Math.sin(angle), centre + radius * Math.cos(angle)]
      const head = draw([0, 0])
        .lineTo([r, 0])
        .threePointsArcTo([0, spec.k], mid)
        .close()
        .sketchOnPlane('XZ')
        .revolve([0, 0, 1]) as Shape3D
      return head.fuse(shank(spec.d, spec.pitch, 0, -spec.l)).cut(socket(spec.s, spec.t, spec.k))
    }
    case 'nut': {
      const hole = revolved([
        [0, -1],
        [spec.d / 2, -1],
        [spec.d / 2, spec.m + 1],
        [0, spec.m + 1],
      ])
      return hexPrism(spec.s, 0, spec.m)
        .intersect(chamferBody(spec.s, 0, spec.m, true))
        .cut(hole)
    }
    case 'washer':
      return revolved([
        [spec.d1 / 2, 0],
        [spec.d2 / 2, 0],
        [spec.d2 / 2, spec.h],
        [spec.d1 / 2, spec.h],
      ])
    case 'spring-washer': {
      const ring = revolved([
        [spec.d1 / 2, 0],
        [spec.d2 / 2, 0],
        [spec.d2 / 2, spec.s],
        [spec.d1 / 2, spec.s],
      ])
      // The split: a radial cut half the section's thickness wide, along +X.
      const gap = spec.s / 2
      const slit = draw([spec.d1 / 2 - 1, -gap / 2])
        .lineTo([spec.d2 / 2 + 1, -gap / 2])
        .lineTo([spec.d2 / 2 + 1, gap / 2])
        .lineTo([spec.d1 / 2 - 1, gap / 2])
        .close()
        .sketchOnPlane('XY', -1)
        .extrude(spec.s + 2) as Shape3D
      return ring.cut(slit)
    }
  }
}
