import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACCENT, ACCENT_TEXT, SITE_ACCENT, SITE_ACCENT_STRONG } from './palette.ts'

/** A custom property's value in the site's design tokens. */
function token(name: string): string {
  const css = readFileSync(join(import.meta.dirname, '../../client/styles/tokens.css'), 'utf8')
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]
  if (!value) throw new Error(`no --${name} in tokens.css`)
  return value.trim().toLowerCase()
}

describe('the PDFs palette', () => {
  it("draws with the site's accent colours", () => {
    expect(SITE_ACCENT).toBe(token('accent'))
    expect(SITE_ACCENT_STRONG).toBe(token('accent-strong'))
    // #f5a524 as pdf-lib's 0-1 components.
    expect(ACCENT).toEqual({ type: 'RGB', red: 0xf5 / 255, green: 0xa5 / 255, blue: 0x24 / 255 })
    expect(ACCENT_TEXT).toEqual({ type: 'RGB', red: 0xd9 / 255, green: 0x8a / 255, blue: 0x0b / 255 })
  })
})
