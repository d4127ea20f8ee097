import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { LANGS } from '../../../shared/i18n.ts'
import { localizePath, splitLang } from '../../../shared/routes.ts'
import { rememberLang } from '../../lib/lang.ts'

/**
 * tr / en / es: moves to the same page in the other language (a full load, so the page arrives
 * rendered in that language) and remembers the choice in a cookie for the next visit to `/`.
 */
export function LanguageSwitcher() {
  const intl = useIntl()
  const location = useLocation()
  const { lang: current, path } = splitLang(location.pathname)
  return (
    <nav className="lang-switcher" aria-label={intl.formatMessage({ id: 'lang.label' })}>
      {LANGS.map((lang) => (
        <a
          key={lang}
          href={localizePath(lang, path) + location.search}
          hrefLang={lang}
          lang={lang}
          className={lang === current ? 'lang-switcher__link is-active' : 'lang-switcher__link'}
          aria-current={lang === current ? 'true' : undefined}
          // The visible code first, then the language's name: "TR – Türkçe".
          aria-label={`${lang.toUpperCase()} – ${intl.formatMessage({ id: `lang.${lang}` })}`}
          onClick={() => rememberLang(lang)}
        >
          {lang.toUpperCase()}
        </a>
      ))}
    </nav>
  )
}
