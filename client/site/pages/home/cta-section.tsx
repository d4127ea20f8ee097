import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'

/** Closing call to action: request a quote (/teklif) or get in touch (/iletisim). */
export function CtaSection() {
  const href = useHref()
  return (
    <section className="home-cta" aria-labelledby="home-cta-title">
      <div className="container">
        <div className="home-cta__inner">
          <div className="home-cta__copy">
            <h2 id="home-cta-title" className="home-cta__title">
              <FormattedMessage id="home.cta.title" />
            </h2>
            <p className="home-cta__text">
              <FormattedMessage id="home.cta.text" />
            </p>
          </div>
          <div className="home-cta__actions">
            <Link className="button button--accent" to={href('quote')}>
              <Icon name="file-text" size={18} />
              <FormattedMessage id="home.cta.quote" />
            </Link>
            <Link className="button button--ghost" to={href('contact')}>
              <Icon name="mail" size={18} />
              <FormattedMessage id="home.cta.contact" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
