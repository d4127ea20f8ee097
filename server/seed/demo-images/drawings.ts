/** Part registry, fitting into the frame, studio background, floor shadow and the group layouts. */

import { carriageBolt, eyeBolt, flangeBolt, hexBolt, hexBoltPartial, threadedRod } from './bolts.ts'
import { customForged, customSleeve } from './custom.ts'
import { Camera, type View } from './geometry.ts'
import type { DemoFinish, DemoGroup, DemoKind } from './index.ts'
import { capNut, flangeNut, hexNut, lockNut, weldNut } from './nuts.ts'
import { blindRivet, rivetNut, solidRivet } from './rivets.ts'
import { Scene } from './scene.ts'
import {
  buttonHeadScrew,
  chipboardScrew,
  countersunkScrew,
  selfTappingScrew,
  socketCapScrew,
} from './screws.ts'
import { fenderWasher, flatWasherDef, springWasher } from './washers.ts'

export type PartDef = { view: View; draw: (sc: Scene) => void }

export const PARTS: Record<DemoKind, PartDef> = {
  'hex-bolt': hexBolt,
  'hex-bolt-partial': hexBoltPartial,
  'socket-cap-screw': socketCapScrew,
  'countersunk-screw': countersunkScrew,
  'button-head-screw': buttonHeadScrew,
  'flange-bolt': flangeBolt,
  'carriage-bolt': carriageBolt,
  'threaded-rod': threadedRod,
  'self-tapping-screw': selfTappingScrew,
  'chipboard-screw': chipboardScrew,
  'hex-nut': hexNut,
  'lock-nut': lockNut,
  'flange-nut': flangeNut,
  'cap-nut': capNut,
  'weld-nut': weldNut,
  'flat-washer': flatWasherDef,
  'spring-washer': springWasher,
  'fender-washer': fenderWasher,
  'blind-rivet': blindRivet,
  'solid-rivet': solidRivet,
  'rivet-nut': rivetNut,
  'eye-bolt': eyeBolt,
  'custom-forged': customForged,
  'custom-sleeve': customSleeve,
}

export type Box = { cx: number; cy: number; w: number; h: number }

/** Draws a part fitted into box (part only, without the shadow) and a soft floor shadow under it. */
export function renderPart(def: PartDef, finish: DemoFinish, prefix: string, box: Box = MAIN_BOX) {
  const probe = new Scene(new Camera(def.view), finish, prefix)
  def.draw(probe)
  const b = probe.box
  const scale = Math.min(box.w / (b.x1 - b.x0), box.h / (b.y1 - b.y0))
  const cam = new Camera(
    def.view,
    scale,
    box.cx - (scale * (b.x0 + b.x1)) / 2,
    box.cy - (scale * (b.y0 + b.y1)) / 2,
  )
  const sc = new Scene(cam, finish, prefix)
  def.draw(sc)
  const f = sc.box
  const w = f.x1 - f.x0
  const k = Math.max(box.w, box.h) / 900
  const cx = ((f.x0 + f.x1) / 2).toFixed(1)
  const blur = (id: string, sd: number) =>
    `<filter id="${prefix}${id}" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="${(sd * k).toFixed(1)}"/></filter>`
  const shadow =
    `<ellipse cx="${cx}" cy="${(f.y1 + 34 * k).toFixed(1)}" rx="${(w * 0.42 + 40 * k).toFixed(1)}" ry="${(42 * k).toFixed(1)}" fill="#1b2633" opacity="0.2" filter="url(#${prefix}shadow)"/>` +
    `<ellipse cx="${cx}" cy="${(f.y1 + 26 * k).toFixed(1)}" rx="${(w * 0.26 + 20 * k).toFixed(1)}" ry="${(16 * k).toFixed(1)}" fill="#1b2633" opacity="0.22" filter="url(#${prefix}contact)"/>`
  return { defs: blur('shadow', 24) + blur('contact', 9) + sc.defs, body: shadow + sc.body }
}

const MAIN_BOX: Box = { cx: 600, cy: 560, w: 900, h: 800 }

export const STUDIO_DEFS =
  '<radialGradient id="studio-bg" cx="50%" cy="44%" r="72%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#fafbfc"/><stop offset="1" stop-color="#f3f5f8"/></radialGradient>'

export function frame(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200"><defs>${STUDIO_DEFS}${defs}</defs><rect width="1200" height="1200" fill="url(#studio-bg)"/>${body}</svg>`
}

export function partSvg(kind: DemoKind, finish: DemoFinish): string {
  const r = renderPart(PARTS[kind], finish, 'p')
  return frame(r.defs, r.body)
}

/** One part of a group picture: the box it is fitted into (centre and size). */
type Slot = { kind: DemoKind; finish: DemoFinish; x: number; y: number; w: number; h: number }

const slot = (kind: DemoKind, finish: DemoFinish, x: number, y: number, w: number, h = w): Slot => ({
  kind,
  finish,
  x,
  y,
  w,
  h,
})

/** Group pictures, listed back to front. */
const GROUPS: Record<DemoGroup, Slot[]> = {
  'group-bolts': [
    slot('threaded-rod', 'zinc', 250, 390, 330, 420),
    slot('hex-bolt-partial', 'black', 600, 370, 330, 440),
    slot('carriage-bolt', 'stainless', 950, 390, 330, 420),
    slot('hex-bolt', 'zinc', 420, 780, 360, 380),
    slot('flange-bolt', 'yellow', 800, 790, 360, 360),
  ],
  'group-screws': [
    slot('socket-cap-screw', 'black', 260, 390, 320, 380),
    slot('chipboard-screw', 'yellow', 600, 380, 330, 440),
    slot('button-head-screw', 'stainless', 940, 400, 300, 330),
    slot('countersunk-screw', 'zinc', 420, 790, 340, 370),
    slot('self-tapping-screw', 'zinc', 800, 790, 340, 370),
  ],
  'group-nuts': [
    slot('cap-nut', 'stainless', 250, 400, 290, 290),
    slot('flange-nut', 'zinc', 600, 380, 320, 290),
    slot('weld-nut', 'black', 950, 400, 290, 270),
    slot('lock-nut', 'zinc', 420, 770, 330, 320),
    slot('hex-nut', 'yellow', 790, 780, 340, 320),
  ],
  'group-washers': [
    slot('fender-washer', 'stainless', 400, 420, 500, 440),
    slot('flat-washer', 'yellow', 870, 400, 320, 300),
    slot('spring-washer', 'black', 330, 820, 300, 300),
    slot('flat-washer', 'zinc', 760, 800, 380, 340),
  ],
  'group-rivets': [
    slot('blind-rivet', 'zinc', 320, 400, 380, 440),
    slot('solid-rivet', 'yellow', 860, 420, 380, 400),
    slot('rivet-nut', 'stainless', 380, 810, 320, 330),
    slot('blind-rivet', 'black', 820, 800, 380, 400),
  ],
  'group-custom': [
    slot('custom-forged', 'zinc', 320, 400, 400, 460),
    slot('eye-bolt', 'yellow', 870, 400, 330, 420),
    slot('custom-sleeve', 'stainless', 400, 820, 320, 330),
    slot('custom-forged', 'black', 820, 800, 380, 400),
  ],
}

/** A group picture: the single-part drawings of the family, each fitted into its own box. */
export function groupPicture(group: DemoGroup): string {
  const defs: string[] = []
  const body: string[] = []
  GROUPS[group].forEach((s, i) => {
    const r = renderPart(PARTS[s.kind], s.finish, `g${i}-`, { cx: s.x, cy: s.y, w: s.w, h: s.h })
    defs.push(r.defs)
    body.push(`<g>${r.body}</g>`)
  })
  return frame(defs.join(''), body.join(''))
}
