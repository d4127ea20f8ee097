import {
  createFormatters,
  createIntlCache,
  DEFAULT_INTL_CONFIG,
  formatDate,
  formatList,
  formatMessage,
  formatNumber,
} from '@formatjs/intl'
import { IntlMessageFormat } from 'intl-messageformat'
import { Children, Fragment, isValidElement, type ReactNode, useMemo, useState } from 'react'
import type { IntlShape } from 'react-intl'
import { plainNumber } from '../lib/plain-number.ts'
import type { CompiledMessages } from './compiled.ts'
import { useLoadedMessages } from './loaded-messages.ts'

/**
 * What the site's code calls on `useIntl()` and the react-intl components it renders: the browser's intl object
 * has these and nothing else (browser-intl.test.ts holds client/ to them). react-intl's own `createIntl` binds
 * every formatter it has (relative time, durations, display names, plurals, ranges, parts), so none of them
 * tree-shakes: about 1.3 KB gzip of every page's first load that the site never runs.
 */
export const BROWSER_INTL_MEMBERS = [
  'formatMessage',
  'formatNumber',
  'formatDate',
  'formatList',
  'locale',
  'messages',
] as const

export const BROWSER_INTL_COMPONENTS = ['FormattedMessage'] as const

/**
 * Every message format made asks `Intl.NumberFormat.supportedLocalesOf` which locale it formats in. The browser's
 * first NumberFormat call loads ICU's number data, 30-50 ms of one page load on a fast desktop (four times that on a
 * phone) even when the page formats no number. The browser only ever formats in the page's language, one of the
 * site's own: the locale is that language as given. (The format keeps its `locales` for plurals and numbers, which
 * is what formatting uses; `resolvedLocale` only names it.)
 */
export function resolvePageLocale(locales: string | readonly string[]): Intl.Locale | undefined {
  if (typeof Intl.Locale === 'undefined') return undefined
  return new Intl.Locale(typeof locales === 'string' ? locales : locales[0]!)
}
IntlMessageFormat.resolveLocale = resolvePageLocale

type Formatters = ReturnType<typeof createFormatters>

/**
 * The formatters with a number format for messages ("{count, number}", a plural's "#") that writes a number with
 * nothing to round without Intl (`plainNumber`): ICU's number data is then loaded by the first number that
 * needs it, not by every page that shows a count. Messages are given these formatters (formatMessage passes them
 * to each message format); a format with options (intl.formatNumber) is Intl's own.
 */
function withPlainNumbers(formatters: Formatters): Formatters {
  type Options = Parameters<Formatters['getNumberFormat']>[1]
  const getNumberFormat = ((locales: string | string[], options?: Options) => {
    if (options !== undefined) return formatters.getNumberFormat(locales, options)
    const locale = typeof locales === 'string' ? locales : locales[0]
    let full: Intl.NumberFormat | undefined
    return {
      format: (value: number | bigint) =>
        (typeof value === 'number' && locale !== undefined ? plainNumber(value, locale) : undefined) ??
        (full ??= formatters.getNumberFormat(locales)).format(value),
    }
  }) as Formatters['getNumberFormat']
  return { ...formatters, getNumberFormat }
}

/** react-intl's keying of message chunks, so a message with several elements renders without key warnings. */
function keyed(children: ReactNode): ReactNode[] {
  return Children.toArray(children).map((child, index) =>
    isValidElement(child) ? <Fragment key={index}>{child}</Fragment> : child,
  )
}

type Values = Record<string, unknown> | undefined

function withKeyedTags(values: Values): Values {
  if (!values) return values
  const result: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) {
    result[name] =
      typeof value === 'function'
        ? (parts: ReactNode) => (value as (p: ReactNode) => ReactNode)(keyed(parts))
        : value
  }
  return result
}

/**
 * The browser's intl object, made as react-intl's `createIntl` makes it (the same config defaults, the same
 * @formatjs/intl formatting functions, so hydration sees the server's very text), with only BROWSER_INTL_MEMBERS.
 * `cache` keeps compiled messages and Intl formatters across the objects made as a navigation adds texts.
 */
export function createBrowserIntl(
  locale: string,
  messages: CompiledMessages | Record<string, string>,
  cache = createIntlCache(),
): IntlShape {
  const config = { ...DEFAULT_INTL_CONFIG, textComponent: Fragment, locale, defaultLocale: 'tr', messages }
  const formatters = withPlainNumbers(createFormatters(cache))
  const intl = {
    ...config,
    formatters,
    formatMessage: (descriptor: Parameters<typeof formatMessage>[2], values?: Values, options?: unknown) => {
      const chunks: unknown = formatMessage(
        config,
        formatters,
        descriptor,
        withKeyedTags(values) as never,
        options as never,
      )
      return Array.isArray(chunks) ? keyed(chunks as ReactNode[]) : chunks
    },
    formatNumber: formatNumber.bind(null, config, formatters.getNumberFormat),
    formatDate: formatDate.bind(null, config, formatters.getDateTimeFormat),
    formatList: formatList.bind(null, config, formatters.getListFormat),
  } satisfies Pick<IntlShape, (typeof BROWSER_INTL_MEMBERS)[number]> | object
  // Typed as the whole IntlShape for useIntl(); the members it lacks are never called (browser-intl.test.ts).
  return intl as unknown as IntlShape
}

/** The browser's intl object, made again as client-side navigation adds a page's texts (loaded-messages.ts). */
export function useBrowserIntl(locale: string, messages: CompiledMessages): IntlShape {
  const loaded = useLoadedMessages(messages) ?? messages
  const [cache] = useState(createIntlCache)
  return useMemo(() => createBrowserIntl(locale, loaded, cache), [locale, loaded, cache])
}
