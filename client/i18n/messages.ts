import { DEFAULT_LANG, LANGS, type Lang, type MessageScope } from '../../shared/i18n.ts'
import type common from '../../shared/i18n/locales/tr/common.json'
import type { PageKind } from '../../shared/page-data.ts'
import { titleId } from '../../shared/page-title.ts'
import { COMMON_AREAS, inAreas, PAGE_AREAS } from './page-areas.ts'

/**
 * Every visible text, per language, in `shared/i18n/locales/<lang>/<area>.json` (one file per site
 * area so features own their texts; in shared/ because the server answers forms in the same words).
 * Ids are dotted and unique across areas (`home.stats.title`).
 */
const files = import.meta.glob<Record<string, string>>('../../shared/i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
})

export type MessageId = keyof typeof common | (string & {})
export type Messages = Record<string, string>

/** The admin panel is Turkish only: its texts exist once, in tr/admin.json. */
const isAdminFile = (file: string) => file.endsWith('/admin.json')
const isSiteFile = (file: string) => !isAdminFile(file)

/** The texts of the files of `lang` that `take` accepts. */
function collect(lang: Lang, take: (file: string) => boolean): Messages {
  const messages: Messages = {}
  for (const [file, content] of Object.entries(files)) {
    if (file.includes(`/locales/${lang}/`) && take(file)) Object.assign(messages, content)
  }
  return messages
}

const SITE = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    Object.freeze({ ...collect(DEFAULT_LANG, isSiteFile), ...collect(lang, isSiteFile) }),
  ]),
) as Record<Lang, Readonly<Messages>>

/** Every Turkish text, the admin panel's included. */
const ADMIN: Readonly<Messages> = Object.freeze({
  ...SITE[DEFAULT_LANG],
  ...collect(DEFAULT_LANG, isAdminFile),
})

/**
 * Server side: the messages of one language, with Turkish filling any id a translation lacks.
 * The result is embedded in the page, so the browser never downloads the other languages (nor,
 * on public pages, the admin panel's texts). The admin scope is Turkish whatever `lang` asks: the
 * server renders /admin in Turkish (/en/admin is no page, and the `lang` cookie only redirects the
 * bare `/`). One frozen object per language (one for the admin), so the renderer can cache what
 * it derives from it.
 */
export function messagesFor(lang: Lang, scope: MessageScope = 'site'): Readonly<Messages> {
  return scope === 'admin' ? ADMIN : SITE[lang]
}

const pageCatalogues = new Map<string, Readonly<Messages>>()

/**
 * The messages page `page` embeds (client/i18n/page-areas.ts): `all` for its HTML (common areas
 * and its own), `own` for client-side navigation to it (the browser already holds the common ones).
 * The admin takes the admin scope whole. One frozen object per language, page and part, so the
 * renderer can cache what it derives from it.
 */
export function pageMessagesFor(lang: Lang, page: PageKind, part: 'all' | 'own' = 'all'): Readonly<Messages> {
  if (page === 'admin') return part === 'all' ? messagesFor(lang, 'admin') : Object.freeze({})
  const key = `${lang} ${page} ${part}`
  let messages = pageCatalogues.get(key)
  if (!messages) {
    const title = titleId(page)
    const own = title ? [...PAGE_AREAS[page], title] : PAGE_AREAS[page]
    const areas = part === 'all' ? [...COMMON_AREAS, ...own] : own
    messages = Object.freeze(
      Object.fromEntries(Object.entries(messagesFor(lang)).filter(([id]) => inAreas(id, areas))),
    )
    pageCatalogues.set(key, messages)
  }
  return messages
}
