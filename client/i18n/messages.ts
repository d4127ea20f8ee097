import { DEFAULT_LANG, LANGS, type Lang } from '../../shared/i18n.ts'
import type common from './locales/tr/common.json'

/**
 * Every visible text, per language, in `locales/<lang>/<area>.json` (one file per site area so
 * features own their texts). Ids are dotted and unique across areas (`home.stats.title`).
 */
const files = import.meta.glob<Record<string, string>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
})

export type MessageId = keyof typeof common | (string & {})
export type Messages = Record<string, string>

/** Public pages carry every area but the admin panel's; admin pages carry all. */
export type MessageScope = 'site' | 'admin'

function collect(lang: Lang, scope: MessageScope): Messages {
  const messages: Messages = {}
  for (const [file, content] of Object.entries(files)) {
    if (!file.startsWith(`./locales/${lang}/`)) continue
    if (scope === 'site' && file.endsWith('/admin.json')) continue
    Object.assign(messages, content)
  }
  return messages
}

const CATALOGUES = Object.fromEntries(
  (['site', 'admin'] as const).map((scope) => [
    scope,
    Object.fromEntries(LANGS.map((lang) => [lang, collect(lang, scope)])) as Record<Lang, Messages>,
  ]),
) as Record<MessageScope, Record<Lang, Messages>>

const MERGED = Object.fromEntries(
  (['site', 'admin'] as const).map((scope) => [
    scope,
    Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        Object.freeze({ ...CATALOGUES[scope][DEFAULT_LANG], ...CATALOGUES[scope][lang] }),
      ]),
    ),
  ]),
) as Record<MessageScope, Record<Lang, Readonly<Messages>>>

/**
 * Server side: the messages of one language, with Turkish filling any id a translation lacks.
 * The result is embedded in the page, so the browser never downloads the other languages (nor,
 * on public pages, the admin panel's texts). One frozen object per language and scope, so the
 * renderer can cache what it derives from it.
 */
export function messagesFor(lang: Lang, scope: MessageScope = 'site'): Readonly<Messages> {
  return MERGED[scope][lang]
}
