import type { IntlShape, MessageDescriptor } from 'react-intl'

/** A message ICU MessageFormat would give back as it is: no argument, tag or quote in it. */
const PLAIN = /^[^{}<>']*$/

/**
 * Makes formatting with a long-lived react-intl instance cheap (the server renderer keeps one per language and
 * page, see client/entry-server.tsx):
 * - Each message is parsed and compiled once, found again by its text. react-intl memoises its compiled messages
 *   too, but by JSON-serialising every argument on every call (the message, the locale's whole format table and
 *   the options): a tenth of a server render. Within one instance the locale and formats a message in the
 *   instance's locale is compiled with are always the same, so the text (and `ignoreTag`) is the key.
 * - A plain message asked without values (most of a page's texts) is answered with its text, as formatting it
 *   would. `<FormattedMessage>` always passes options (`{ ignoreTag }`), which cannot change a text without tags.
 */
export function keepMessageFormats(intl: IntlShape): void {
  const formatters = intl.formatters
  const compile = formatters.getMessageFormat
  const compiled = new Map<string, ReturnType<typeof compile>>()
  formatters.getMessageFormat = ((message, locales, formats, options) => {
    if (typeof message !== 'string' || locales !== intl.locale)
      return compile(message, locales, formats, options)
    // `ignoreTag` is the one option a message is compiled differently with.
    const key = (options as { ignoreTag?: boolean } | undefined)?.ignoreTag ? `\u0000${message}` : message
    let format = compiled.get(key)
    if (format === undefined) compiled.set(key, (format = compile(message, locales, formats, options)))
    return format
  }) as typeof compile

  const plain = new Map<string, string>()
  for (const [id, text] of Object.entries(intl.messages)) {
    if (typeof text === 'string' && text !== '' && PLAIN.test(text)) plain.set(id, text)
  }
  const format = intl.formatMessage
  intl.formatMessage = ((descriptor: MessageDescriptor, values?: unknown, options?: unknown) => {
    if (values === undefined && onlyIgnoreTag(options)) {
      const text = plain.get(String(descriptor.id))
      if (text !== undefined) return text
    }
    return format(descriptor, values as never, options as never)
  }) as typeof format
}

/** No options, or only `ignoreTag` (what `<FormattedMessage>` passes). */
function onlyIgnoreTag(options: unknown): boolean {
  if (options === undefined) return true
  if (typeof options !== 'object' || options === null) return false
  for (const key in options) if (key !== 'ignoreTag') return false
  return true
}
