import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEMO_FINISHES, DEMO_GROUPS, DEMO_KINDS, demoSvg, groupSvg, writeDemoImage } from './index.ts'

/**
 * Rasterises an SVG and checks it is a real picture: right size, not flat, a part in the middle. At a quarter
 * of its size (300 px, density 18 of sharp's 72), which shows the same shapes at a sixteenth of the pixels to draw:
 * the full-size files are what the build writes and the last test checks.
 */
async function expectRendered(svg: string) {
  expect(svg.startsWith('<svg')).toBe(true)
  expect(svg).toContain('width="1200" height="1200" viewBox="0 0 1200 1200"')
  expect(svg).not.toMatch(/<text|<foreignObject|<image/)
  expect(svg).not.toMatch(/NaN|Infinity|undefined/)

  const png = await sharp(Buffer.from(svg), { density: 18 }).png().toBuffer()
  const meta = await sharp(png).metadata()
  expect(meta.width).toBe(300)
  expect(meta.height).toBe(300)

  const stats = await sharp(png).stats()
  const varied = stats.channels.slice(0, 3).filter((c) => c.stdev > 12)
  expect(varied.length).toBeGreaterThanOrEqual(2)

  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => (y * info.width + x) * info.channels
  const corner = [data[at(2, 2)]!, data[at(2, 2) + 1]!, data[at(2, 2) + 2]!]
  expect(Math.min(...corner)).toBeGreaterThan(225)
  let differs = 0
  let total = 0
  for (let y = 75; y < 225; y++) {
    for (let x = 75; x < 225; x++) {
      const i = at(x, y)
      const d = Math.max(...[0, 1, 2].map((k) => Math.abs(data[i + k]! - corner[k]!)))
      if (d > 40) differs++
      total++
    }
  }
  expect(differs / total).toBeGreaterThan(0.04)
}

describe('demo product images', () => {
  it('has the agreed kinds, finishes and groups', () => {
    expect(DEMO_KINDS).toHaveLength(24)
    expect(new Set(DEMO_KINDS).size).toBe(24)
    expect(DEMO_FINISHES).toEqual(['zinc', 'black', 'stainless', 'yellow'])
    expect(DEMO_GROUPS).toHaveLength(6)
  })

  for (const kind of DEMO_KINDS) {
    it(`renders ${kind} in every finish`, async () => {
      const svgs = DEMO_FINISHES.map((finish) => demoSvg(kind, finish))
      expect(new Set(svgs).size).toBe(DEMO_FINISHES.length)
      for (const svg of svgs) await expectRendered(svg)
    })
  }

  it('is deterministic', () => {
    expect(demoSvg('hex-bolt', 'zinc')).toBe(demoSvg('hex-bolt', 'zinc'))
    expect(groupSvg('group-nuts')).toBe(groupSvg('group-nuts'))
  })

  for (const group of DEMO_GROUPS) {
    it(`renders ${group}`, async () => {
      await expectRendered(groupSvg(group))
    })
  }

  it('writes one picture as WebP in three widths, and refuses unknown names', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-images-'))
    try {
      expect(await writeDemoImage(dir, 'hex-nut-black')).toBe(true)
      expect(await writeDemoImage(dir, 'group-washers')).toBe(true)
      expect(await writeDemoImage(dir, 'hex-nut-purple')).toBe(false)
      expect(await writeDemoImage(dir, '../etc')).toBe(false)
      expect((await readdir(dir)).sort()).toEqual(
        ['group-washers', 'hex-nut-black']
          .flatMap((n) => [`${n}-400.webp`, `${n}-800.webp`, `${n}.webp`])
          .sort(),
      )
      for (const name of ['hex-nut-black', 'group-washers']) {
        for (const [suffix, width] of [
          ['', 1200],
          ['-800', 800],
          ['-400', 400],
        ] as const) {
          const bytes = await readFile(path.join(dir, `${name}${suffix}.webp`))
          expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
          expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
          const meta = await sharp(bytes).metadata()
          expect(meta.format).toBe('webp')
          expect(meta.width).toBe(width)
          expect(meta.height).toBe(width)
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
