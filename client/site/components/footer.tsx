import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from '../../components/link.tsx'
import { pickText } from '../../../shared/i18n.ts'
import { Icon } from '../../components/icon.tsx'
import type { IconName } from '../../icons/icon-names.ts'
import { useHref, useLang } from '../../lib/lang.ts'
import { useCommonData } from '../../lib/page-data.tsx'
import { useSettings } from '../../lib/settings.tsx'
import { Logo } from './logo.tsx'
import { NAV_ITEMS } from './nav-items.ts'

type FooterLink = { key: string; to: string; label: ReactNode }

/** A titled column of links. */
function LinkSection({ heading, links }: { heading: string; links: FooterLink[] }) {
  return (
    <section>
      <h2 className="site-footer__heading">
        <FormattedMessage id={heading} />
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Footer() {
  const settings = useSettings()
  const { categories } = useCommonData()
  const lang = useLang()
  const href = useHref()
  const socials = (
    [
      { url: settings.linkedin, label: 'LinkedIn', icon: 'brand-linkedin' },
      { url: settings.instagram, label: 'Instagram', icon: 'brand-instagram' },
      { url: settings.facebook, label: 'Facebook', icon: 'brand-facebook' },
      { url: settings.twitter, label: 'X (Twitter)', icon: 'brand-x' },
    ] satisfies { url: string; label: string; icon: IconName }[]
  ).filter((social) => social.url)
  const year = new Date().getFullYear()
  const description = settings.footer_description
  const address = settings.address

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about">
          <Logo />
          {/* The admin's text in the page's language; the generic line while the setting is blank. */}
          <p>{description || <FormattedMessage id="footer.description" />}</p>
          {socials.length > 0 && (
            <ul className="socials">
              {socials.map(({ url, label, icon }) => (
                <li key={label}>
                  <a href={url} aria-label={label} target="_blank" rel="noopener noreferrer">
                    <Icon name={icon} size={18} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <LinkSection
          heading="footer.quickLinks"
          links={[
            ...NAV_ITEMS.map((item) => ({
              key: item.page,
              to: href(item.page),
              label: <FormattedMessage id={item.label} />,
            })),
            { key: 'quote', to: href('quote'), label: <FormattedMessage id="nav.quote" /> },
          ]}
        />
        <LinkSection
          heading="footer.categories"
          links={categories.map((category) => ({
            key: category.id,
            to: `${href('products')}?category=${encodeURIComponent(category.slug)}`,
            label: pickText(category, 'name', lang),
          }))}
        />
        <section>
          <h2 className="site-footer__heading">
            <FormattedMessage id="footer.contact" />
          </h2>
          <ul className="site-footer__contact">
            <li>
              <Icon name="map-pin" size={16} />
              <span>{address || <FormattedMessage id="footer.addressFallback" />}</span>
            </li>
            {settings.phone && (
              <li>
                <Icon name="phone" size={16} />
                <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>{settings.phone}</a>
              </li>
            )}
            {settings.email && (
              <li>
                <Icon name="mail" size={16} />
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            <FormattedMessage id="footer.rights" values={{ year, company: settings.company_name }} />
            <span className="site-footer__tax">
              <FormattedMessage id="footer.tax" />
            </span>
          </p>
          <ul className="site-footer__legal">
            {(['privacy', 'terms', 'kvkk'] as const).map((page) => (
              <li key={page}>
                <Link to={href(page)}>
                  <FormattedMessage id={`footer.${page}`} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
