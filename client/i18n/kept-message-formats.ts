import type { IntlShape } from 'react-intl'

/**
 * Each message parsed and compiled once per instance, found again by its text. react-intl memoises its compiled
 * messages too, but by JSON-serialising every argument on every call (the message, the locale's whole format
 * table and the options): a tenth of a server render. Within one instance the locale, formats and options a
 * message is compiled with are always the same, so the text (with the locale, for default messages) is the key.
 */
export function keepMessageFormats(intl: IntlShape): void {
  const formatters = intl.formatters
  const compile = formatters.getMessageFormat
  const compiled = new Map<string, ReturnType<typeof compile>>()
  formatters.getMessageFormat = ((...args: Parameters<typeof compile>) => {
    const [message, locales] = args
    if (typeof message !== 'string') return compile(...args)
    const key = `${String(locales)}\u0000${message}`
    let format = compiled.get(key)
    if (format === undefined) compiled.set(key, (format = compile(...args)))
    return format
  }) as typeof compile
}
