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

function collect(lang: Lang): Messages {
  const messages: Messages = {}
  for (const [file, content] of Object.entries(files)) {
    if (file.startsWith(`./locales/${lang}/`)) Object.assign(messages, content)
  }
  return messages
}

const CATALOGUES = Object.fromEntries(LANGS.map((lang) => [lang, collect(lang)])) as Record<Lang, Messages>

/**
 * Server side: the messages of one language, with Turkish filling any id a translation lacks.
 * The result is embedded in the page, so the browser never downloads the other languages.
 */
export function messagesFor(lang: Lang): Messages {
  return { ...CATALOGUES[DEFAULT_LANG], ...CATALOGUES[lang] }
}
