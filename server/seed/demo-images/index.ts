/**
 * Demo product renders for a fresh installation: every picture is drawn here as SVG (a small
 * orthographic 3D renderer with studio lighting, see scene.ts) and rasterised with sharp. Nothing
 * is downloaded.
 */
import { rename } from 'node:fs/promises'
import path from 'node:path'
import { loadSharp } from '../../uploads/sharp.ts'
import { groupPicture, partSvg } from './drawings.ts'

export const DEMO_KINDS = [
  'hex-bolt',
  'hex-bolt-partial',
  'socket-cap-screw',
  'countersunk-screw',
  'button-head-screw',
  'flange-bolt',
  'carriage-bolt',
  'threaded-rod',
  'self-tapping-screw',
  'chipboard-screw',
  'hex-nut',
  'lock-nut',
  'flange-nut',
  'cap-nut',
  'weld-nut',
  'flat-washer',
  'spring-washer',
  'fender-washer',
  'blind-rivet',
  'solid-rivet',
  'rivet-nut',
  'eye-bolt',
  'custom-forged',
  'custom-sleeve',
] as const
export type DemoKind = (typeof DEMO_KINDS)[number]

export const DEMO_FINISHES = ['zinc', 'black', 'stainless', 'yellow'] as const
export type DemoFinish = (typeof DEMO_FINISHES)[number]

export const DEMO_GROUPS = [
  'group-bolts',
  'group-nuts',
  'group-washers',
  'group-rivets',
  'group-screws',
  'group-custom',
] as const
export type DemoGroup = (typeof DEMO_GROUPS)[number]

/** A 1200 x 1200 studio render of one part in one finish. */
export function demoSvg(kind: DemoKind, finish: DemoFinish): string {
  return partSvg(kind, finish)
}

/** A 1200 x 1200 render of several parts of one product family. */
export function groupSvg(group: DemoGroup): string {
  return groupPicture(group)
}

/** The drawing behind a demo image name (`hex-bolt-zinc`, `group-nuts`), or null if unknown. */
export function demoSvgByName(name: string): string | null {
  if ((DEMO_GROUPS as readonly string[]).includes(name)) return groupSvg(name as DemoGroup)
  const finish = DEMO_FINISHES.find((f) => name.endsWith(`-${f}`))
  const kind = finish ? name.slice(0, -finish.length - 1) : ''
  if (!finish || !(DEMO_KINDS as readonly string[]).includes(kind)) return null
  return demoSvg(kind as DemoKind, finish)
}

/** Output widths: `<name>.webp` is the first, the others get a `-<width>` suffix. */
export const DEMO_WIDTHS = [1200, 800, 400] as const

/**
 * Writes one demo picture as WebP in every width. Smaller sizes first and every file through a
 * temporary name, so `<name>.webp` existing means the set is complete.
 */
export async function writeDemoImage(dir: string, name: string): Promise<boolean> {
  const svg = demoSvgByName(name)
  if (!svg) return false
  const sharp = await loadSharp()
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
  for (const width of [...DEMO_WIDTHS].reverse()) {
    const file = path.join(dir, width === DEMO_WIDTHS[0] ? `${name}.webp` : `${name}-${width}.webp`)
    const temp = `${file}.tmp`
    await sharp(data, raw)
      .resize(width, width)
      .flatten({ background: '#ffffff' })
      .webp({ quality: 84, effort: 4 })
      .toFile(temp)
    await rename(temp, file)
  }
  return true
}
