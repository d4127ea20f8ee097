import { Award, Clock3, Headset, Mail, Phone, Ruler } from 'lucide-react'
import { FormattedMessage } from 'react-intl'
import { useSettings } from '../../../lib/settings.tsx'

const BENEFITS = [
  { key: 'reply', Icon: Clock3 },
  { key: 'engineering', Icon: Headset },
  { key: 'custom', Icon: Ruler },
  { key: 'quality', Icon: Award },
] as const

/** The side panel: why ask us (24 h reply promise first) and the direct lines to sales. */
export function QuoteBenefits() {
  const settings = useSettings()
  return (
    <aside className="quote-benefits" aria-labelledby="quote-benefits-title">
      <h2 id="quote-benefits-title" className="quote-benefits__title">
        <FormattedMessage id="forms.quote.benefits.title" />
      </h2>
      <ul className="quote-benefits__list">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="quote-benefits__item">
            <span className="quote-benefits__icon" aria-hidden="true">
              <Icon size={20} />
            </span>
            <div>
              <h3 className="quote-benefits__item-title">
                <FormattedMessage id={`forms.quote.benefits.${key}.title`} />
              </h3>
              <p className="quote-benefits__text">
                <FormattedMessage id={`forms.quote.benefits.${key}.text`} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      {(settings.phone || settings.email) && (
        <div className="quote-benefits__direct">
          <h3 className="quote-benefits__item-title">
            <FormattedMessage id="forms.quote.direct.title" />
          </h3>
          <p className="quote-benefits__text">
            <FormattedMessage id="forms.quote.direct.text" />
          </p>
          {settings.phone && (
            <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
              <Phone size={16} aria-hidden="true" />
              {settings.phone}
            </a>
          )}
          {settings.email && (
            <a href={`mailto:${settings.email}`}>
              <Mail size={16} aria-hidden="true" />
              {settings.email}
            </a>
          )}
        </div>
      )}
    </aside>
  )
}
