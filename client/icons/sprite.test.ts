import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  buildCssIcons,
  buildIconSprite,
  CSS_ICONS_FILE,
  SPRITE_FILE,
} from '../../scripts/build-icon-sprite.ts'
import { BRAND_ICON_NAMES, CSS_ICON_NAMES, LUCIDE_ICON_NAMES } from './icon-names.ts'

const clientDir = path.resolve(import.meta.dirname, '..')
const sharedDir = path.resolve(clientDir, '../shared')
const NAMES: readonly string[] = [...LUCIDE_ICON_NAMES, ...BRAND_ICON_NAMES]

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8') }))
}

describe('icon sprite', () => {
  it('is what scripts/build-icon-sprite.ts generates (run it after changing icon-names.ts)', async () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(await buildIconSprite())
  })

  it('css-icons.css is what the script generates, and the stylesheet uses each of its icons', async () => {
    expect(readFileSync(CSS_ICONS_FILE, 'utf8')).toBe(await buildCssIcons())
    const styles = readdirSync(path.join(clientDir, 'styles'))
      .map((file) => readFileSync(path.join(clientDir, 'styles', file), 'utf8'))
      .join('\n')
    expect(CSS_ICON_NAMES.filter((name) => !styles.includes(`var(--icon-${name})`))).toEqual([])
  })

  it('has every <Icon name="..."> written under client/', () => {
    const used = sources(clientDir).flatMap(({ text }) =>
      [...text.matchAll(/<Icon\b[^>]*?\bname="([^"]+)"/g)].map((match) => match[1]),
    )
    expect(used.length).toBeGreaterThan(0)
    expect(used.filter((name) => !NAMES.includes(name!))).toEqual([])
  })

  it('holds no icon that nothing names (each name is a string literal in client/ or shared/)', () => {
    const code = [...sources(clientDir), ...sources(sharedDir)]
      .filter(({ file }) => !file.startsWith(`icons${path.sep}`))
      .map(({ text }) => text)
      .join('\n')
    expect(NAMES.filter((name) => !code.includes(`'${name}'`) && !code.includes(`"${name}"`))).toEqual([])
  })

  it('is the only icon source outside the admin (lucide-react icons are JavaScript)', () => {
    const importers = sources(clientDir)
      .filter(({ file }) => !file.startsWith(`admin${path.sep}`))
      .filter(({ text }) => text.includes("from 'lucide-react"))
      .map(({ file }) => file)
    expect(importers).toEqual([])
  })
})
