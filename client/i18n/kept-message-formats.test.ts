import { createIntl, createIntlCache } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { keepMessageFormats } from './kept-message-formats.ts'

describe('keepMessageFormats', () => {
  it('compiles each message once per instance and formats it as react-intl does', () => {
    const messages = {
      count: '{n, plural, one {# ürün} other {# ürün}} bulundu',
      size: '{size} × {length} mm',
      plain: 'Ürünler',
      quoted: "Müşteri''nin dosyası",
      tagged: '<b>Yeni</b> ürünler',
    }
    const plain = createIntl({ locale: 'tr', messages }, createIntlCache())
    const kept = createIntl({ locale: 'tr', messages }, createIntlCache())
    let compiled = 0
    const compile = kept.formatters.getMessageFormat
    kept.formatters.getMessageFormat = ((...args: Parameters<typeof compile>) => {
      compiled += 1
      return compile(...args)
    }) as typeof compile
    keepMessageFormats(kept)
    for (const n of [1, 5, 1_250]) {
      for (const [id, values] of [
        ['count', { n }],
        ['size', { size: `M${n}`, length: n * 2 }],
        ['plain', undefined],
        ['quoted', undefined],
        ['tagged', { b: (chunks: string[]) => `[${chunks.join('')}]` }],
      ] as const) {
        expect(kept.formatMessage({ id }, values)).toBe(plain.formatMessage({ id }, values))
        // As <FormattedMessage> asks.
        for (const ignoreTag of [undefined, true, false]) {
          expect(kept.formatMessage({ id }, values, { ignoreTag })).toEqual(
            plain.formatMessage({ id }, values, { ignoreTag }),
          )
        }
      }
    }
    expect(kept.formatMessage({ id: 'count' }, { n: 1_250 })).toBe('1.250 ürün bulundu')
    expect(kept.formatMessage({ id: 'quoted' })).toBe("Müşteri'nin dosyası")
    // The four messages with arguments, quotes or tags compiled on their first use only, whatever the values, and
    // once more each for `ignoreTag: true` (compiled differently); the plain one never, also when asked as
    // <FormattedMessage> asks (its text is the answer).
    expect(compiled).toBe(8)
  })
})
