import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { compileMessages } from '../../client/i18n/compiled.ts'
import { messagesFor } from '../../client/i18n/messages.ts'
import { LANGS } from '../../shared/i18n.ts'
import { complexMessageAsts, messagesForBrowser } from './message-ast.ts'

describe('messages for the browser (parsed on the server, no ICU parser in the bundle)', () => {
  it('rebuilds the exact AST of every message in every language and scope', () => {
    for (const lang of LANGS) {
      for (const scope of ['site', 'admin'] as const) {
        const texts = messagesFor(lang, scope)
        const wire = messagesForBrowser(texts)
        const compiled = compileMessages(wire.texts, wire.asts)
        expect(Object.keys(compiled).sort()).toEqual(Object.keys(texts).sort())
        // No id travels twice: a parsed message's text stays on the server.
        expect(Object.keys(wire.texts).filter((id) => id in wire.asts)).toEqual([])
        for (const [id, text] of Object.entries(texts)) {
          expect(compiled[id], `${lang} ${id}`).toEqual(parse(text))
        }
      }
    }
  })

  it('sends only the messages that are more than plain text', () => {
    const asts = complexMessageAsts({
      plain: 'Ürünlerimiz',
      apostrophe: "Türkiye'nin üreticisi",
      argument: '{count} ürün',
      plural: '{n, plural, one {# dosya} other {# dosya}}',
      quoted: "'{literal}'",
      empty: '',
    })
    expect(Object.keys(asts).sort()).toEqual(['argument', 'plural', 'quoted'])
    expect(asts.argument).toEqual(parse('{count} ürün'))
  })
})
