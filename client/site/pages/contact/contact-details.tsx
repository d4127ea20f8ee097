import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { type Lang, pickText } from '../../../../shared/i18n.ts'
import type { ContactInfo } from '../../../../shared/schemas/contact.ts'
import { Icon } from '../../../components/icon.tsx'
import { useAfterLoadIdle } from '../../../lib/after-load.ts'
import { useSettings } from '../../../lib/settings.tsx'
import { FormPanel } from '../../components/forms/form-panel.tsx'

/** Google Maps embed without an API key (frame-src https://www.google.com in the CSP). */
export function mapEmbedUrl(contact: ContactInfo, address: string): string {
  const query = contact.map_query || address
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`
}

/**
 * Phone, e-mail and address from the settings, the one source the header and footer read too (and
 * polled, so an admin's change shows everywhere at once), the address in the page's language.
 */
function useContactFacts() {
  const settings = useSettings()
  return {
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
  }
}

/**
 * "Mon-Fri: ..., Sat: ..., Sun: closed" as one line per day group (commas before a letter), each line
 * starting with a capital in the page's language (a Spanish "sábados" after a comma becomes a line of its own,
 * so it is capitalised like the first).
 */
export function hoursLines(hours: string, lang: Lang): string[] {
  return hours
    .split(/[,;\n]\s*(?=\p{L})/u)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.charAt(0).toLocaleUpperCase(lang) + line.slice(1))
}

/** "Cumartesi: 08:30 - 15:30": the times never break across lines. */
function HoursLine({ line }: { line: string }) {
  const split = line.lastIndexOf(': ')
  if (split <= 0) return line
  return (
    <>
      {line.slice(0, split + 2)}
      <span className="contact-details__time">{line.slice(split + 2)}</span>
    </>
  )
}

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="contact-details__item">
      <span className="contact-details__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3 className="contact-details__label">
          <FormattedMessage id={title} />
        </h3>
        {children}
      </div>
    </li>
  )
}

/** Address, phone, both e-mail addresses and opening hours (the last two from the contact record). */
export function ContactDetails({ contact, lang }: { contact: ContactInfo; lang: Lang }) {
  const { address, phone, email } = useContactFacts()
  const emails = [email, contact.email2].filter((email, index, all) => email && all.indexOf(email) === index)
  const hours = hoursLines(pickText(contact, 'hours', lang), lang)
  return (
    <FormPanel id="contact-details-title" block="contact-details" title="forms.contact.infoTitle">
      <ul className="contact-details__list">
        {address && (
          <Item icon={<Icon name="map-pin" size={20} />} title="forms.contact.address">
            <p className="contact-details__value">{address}</p>
          </Item>
        )}
        {phone && (
          <Item icon={<Icon name="phone" size={20} />} title="forms.contact.phone">
            <a className="contact-details__value" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </Item>
        )}
        {emails.length > 0 && (
          <Item icon={<Icon name="mail" size={20} />} title="forms.contact.email">
            {emails.map((email) => (
              <a key={email} className="contact-details__value" href={`mailto:${email}`}>
                {email}
              </a>
            ))}
          </Item>
        )}
        {hours.length > 0 && (
          <Item icon={<Icon name="clock" size={20} />} title="forms.contact.hours">
            <ul className="contact-details__hours">
              {hours.map((line) => (
                <li key={line}>
                  <HoursLine line={line} />
                </li>
              ))}
            </ul>
          </Item>
        )}
      </ul>
    </FormPanel>
  )
}

export function ContactMap({ contact }: { contact: ContactInfo }) {
  const intl = useIntl()
  const { address } = useContactFacts()
  const query = contact.map_query || address
  const frameNow = useAfterLoadIdle()
  const frame = (
    <iframe
      className="contact-map__frame"
      src={mapEmbedUrl(contact, address)}
      title={intl.formatMessage({ id: 'forms.contact.mapTitle' }, { address })}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      allowFullScreen
    />
  )
  return (
    <figure className="contact-map">
      {/* The frame (the maps service's page and its scripts) is put in once the page has loaded and the
          browser is idle: it is not what a visitor came for first, and loaded with the page its work held the
          main thread while the form was made live (Lighthouse's blocking time on this page 0.7 -> 0.27 s).
          Until then a box of its size; without JavaScript the <noscript> copy loads as before. */}
      {frameNow ? (
        frame
      ) : (
        <>
          <noscript>{frame}</noscript>
          <div className="contact-map__frame contact-map__frame--waiting" />
        </>
      )}
      <figcaption className="contact-map__caption">
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FormattedMessage id="forms.contact.mapOpen" />
          <Icon name="external-link" size={14} />
        </a>
      </figcaption>
    </figure>
  )
}
