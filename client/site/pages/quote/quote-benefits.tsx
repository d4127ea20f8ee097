import { FormattedMessage } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'
import { useSettings } from '../../../lib/settings.tsx'
import { FormPanel } from '../../components/forms/form-panel.tsx'

const BENEFITS = [
  { key: 'reply', icon: 'clock-3' },
  { key: 'engineering', icon: 'headset' },
  { key: 'custom', icon: 'ruler' },
  { key: 'quality', icon: 'award' },
] as const

/** The side panel: why ask us (24 h reply promise first) and the direct lines to sales. */
export function QuoteBenefits() {
  const settings = useSettings()
  return (
    <FormPanel as="aside" id="quote-benefits-title" block="quote-benefits" title="forms.quote.benefits.title">
      <ul className="quote-benefits__list">
        {BENEFITS.map(({ key, icon }) => (
          <li key={key} className="quote-benefits__item">
            <span className="quote-benefits__icon" aria-hidden="true">
              <Icon name={icon} size={20} />
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
              <Icon name="phone" size={16} />
              {settings.phone}
            </a>
          )}
          {settings.email && (
            <a href={`mailto:${settings.email}`}>
              <Icon name="mail" size={16} />
              {settings.email}
            </a>
          )}
        </div>
      )}
    </FormPanel>
  )
}
