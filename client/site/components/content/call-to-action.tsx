import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import { Icon } from '../../../components/icon.tsx'
import type { MessageId } from '../../../i18n/messages.ts'
import { useHref } from '../../../lib/lang.ts'

/** Closing block of the content pages: quote and contact links in the current language. */
export function CallToAction({ title, text }: { title: MessageId; text: MessageId }) {
  const href = useHref()
  return (
    <section className="container cp-cta-wrap" aria-labelledby="cta-heading">
      <div className="cp-cta">
        <div>
          <h2 id="cta-heading" className="cp-cta__title">
            <FormattedMessage id={title} />
          </h2>
          <p className="cp-cta__text">
            <FormattedMessage id={text} />
          </p>
        </div>
        <div className="cp-cta__actions">
          <Link className="button button--accent" to={href('quote')}>
            <FormattedMessage id="contentCta.quote" />
            <Icon name="arrow-right" size={18} />
          </Link>
          <Link className="button button--ghost" to={href('contact')}>
            <FormattedMessage id="contentCta.contact" />
          </Link>
        </div>
      </div>
    </section>
  )
}
