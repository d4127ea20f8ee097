import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, NavLink } from '../../components/link.tsx'
import { Icon } from '../../components/icon.tsx'
import { useHref } from '../../lib/lang.ts'
import { useSettings } from '../../lib/settings.tsx'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { condensedAt } from './header-condense.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'
import { NAV_ITEMS } from './nav-items.ts'
import { SearchBox } from './search-box/search-box.tsx'
import { useNavFit } from './use-nav-fit.ts'

/* The quote list lives in the browser: its badge (and the store it reads) loads after hydration, off the first load. */
const QuoteBadge = lazy(() => import('../quote-list/quote-badge.tsx'))

export function Header() {
  const intl = useIntl()
  const settings = useSettings()
  const href = useHref()
  const [condensed, setCondensed] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const barRef = useRef<HTMLDivElement>(null)
  const navMode = useNavFit(barRef, menuOpen)
  const address = settings.address
  const hydrated = useHydrated()

  useEffect(() => {
    const onScroll = () => setCondensed((was) => condensedAt(window.scrollY, was))
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [menuOpen])

  return (
    <header className={condensed ? 'site-header is-condensed' : 'site-header'} data-nav={navMode}>
      <div className="contact-strip">
        <div className="container contact-strip__inner">
          <div className="contact-strip__items">
            {settings.phone && (
              <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>
                <Icon name="phone" size={14} /> {settings.phone}
              </a>
            )}
            {settings.email && (
              <a href={`mailto:${settings.email}`}>
                <Icon name="mail" size={14} /> {settings.email}
              </a>
            )}
            {settings.address && (
              <span className="contact-strip__address">
                <Icon name="map-pin" size={14} />{' '}
                {/* Cut with an ellipsis when the bar is narrow; the title keeps the whole address. */}
                <span className="contact-strip__address-text" title={address}>
                  {address}
                </span>
              </span>
            )}
          </div>
          {settings.iso_quality_text && (
            <span className="contact-strip__quality">
              <Icon name="shield-check" size={14} /> {settings.iso_quality_text}
            </span>
          )}
        </div>
      </div>
      <div ref={barRef} className="container site-header__bar">
        <Link to={href('home')} className="site-header__brand">
          <Logo />
        </Link>
        <nav
          id="main-menu"
          className={menuOpen ? 'main-nav is-open' : 'main-nav'}
          aria-label={intl.formatMessage({ id: 'nav.main' })}
          onClick={(event) => {
            // Following a link closes the mobile menu.
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false)
          }}
        >
          <ul className="main-nav__list">
            {NAV_ITEMS.map((item) => (
              <li key={item.page}>
                <NavLink to={href(item.page)} end={item.page === 'home'} className="main-nav__link">
                  <FormattedMessage id={item.label} />
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={href('quote')} className="button button--accent main-nav__quote">
            <FormattedMessage id="nav.quote" />
          </Link>
          {/* Shown here instead of in the bar when the bar is too narrow for it (header.css). */}
          <div className="main-nav__langs">
            <LanguageSwitcher />
          </div>
        </nav>
        {/* Beside the navigation when a row holds both, above it or under the bar otherwise (header.css). */}
        <SearchBox id="site-search" className="site-header__search" />
        <div className="site-header__tools">
          {hydrated && (
            <Suspense fallback={null}>
              <QuoteBadge />
            </Suspense>
          )}
          <div className="site-header__langs">
            <LanguageSwitcher />
          </div>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={intl.formatMessage({ id: menuOpen ? 'nav.closeMenu' : 'nav.menu' })}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon name="x" size={22} /> : <Icon name="menu" size={22} />}
          </button>
        </div>
      </div>
    </header>
  )
}
