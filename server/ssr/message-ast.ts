import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'

const cache = new Map<string, MessageFormatElement[] | null>()
const CACHE_LIMIT = 5000

/** The AST of `text`, or null when it is plain text (one literal equal to the text itself). */
function astOf(text: string): MessageFormatElement[] | null {
  let ast = cache.get(text)
  if (ast !== undefined) return ast
  let parsed: MessageFormatElement[]
  try {
    parsed = parse(text)
  } catch {
    parsed = [{ type: TYPE.literal, value: text }]
  }
  const plain =
    (parsed.length === 0 && text === '') ||
    (parsed.length === 1 && parsed[0]?.type === TYPE.literal && parsed[0].value === text)
  ast = plain ? null : parsed
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(text, ast)
  return ast
}

/**
 * The parsed form of every message that is not plain text, for the browser, which formats
 * without the ICU parser (client/i18n/compiled.ts). Parsed once per distinct text.
 */
export function complexMessageAsts(messages: Record<string, string>): Record<string, MessageFormatElement[]> {
  const result: Record<string, MessageFormatElement[]> = {}
  for (const [id, text] of Object.entries(messages)) {
    const ast = astOf(text)
    if (ast) result[id] = ast
  }
  return result
}

/**
 * A catalogue as the browser receives it: the text of each plain message and the parsed form of
 * each other one, never both for one id (client/i18n/compiled.ts joins them again).
 */
export function messagesForBrowser(messages: Record<string, string>): {
  texts: Record<string, string>
  asts: Record<string, MessageFormatElement[]>
} {
  const asts = complexMessageAsts(messages)
  const texts = Object.fromEntries(Object.entries(messages).filter(([id]) => !(id in asts)))
  return { texts, asts }
}
