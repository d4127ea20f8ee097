import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * A toast carries its icon (lucide's check or exclamation mark); its text repeats none as an emoji, which shows as a
 * box on a machine without an emoji font. The admin's messages are the toasts' texts (tr/admin.json).
 */
const messages = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../shared/i18n/locales/tr/admin.json'), 'utf8'),
) as Record<string, string>

describe('admin toast texts', () => {
  it('hold no emoji', () => {
    const emoji = Object.entries(messages).filter(([, text]) => /\p{Emoji_Presentation}|\uFE0F/u.test(text))
    expect(emoji).toEqual([])
    expect(messages['admin.sliders.saved']).toBe('Slider başarıyla kaydedildi!')
  })
})
