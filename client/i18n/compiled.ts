import type { MessageFormatElement } from 'react-intl'

export type CompiledMessages = Record<string, MessageFormatElement[]>

/** `TYPE.literal` of @formatjs/icu-messageformat-parser. */
const LITERAL = 0

/**
 * The browser formats messages from their parsed form (AST), so the ICU parser stays out of the
 * bundle (vite.config.ts points it at its no-parser build). The server sends the text of each
 * plain message (the page state's `messages`) and the AST of each message that is more than plain
 * text (placeholders, plurals, tags, quotes) in `#page-messages` (server/ssr/template.ts), never
 * both for one id. Plain text becomes a single literal element here.
 */
export function compileMessages(texts: Record<string, string>, parsed: CompiledMessages): CompiledMessages {
  const compiled: CompiledMessages = {}
  for (const [id, text] of Object.entries(texts)) {
    compiled[id] = text === '' ? [] : [{ type: LITERAL, value: text }]
  }
  return Object.assign(compiled, parsed)
}
