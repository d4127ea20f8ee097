import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import { Icon } from '../../../components/icon.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useHref, useLang } from '../../../lib/lang.ts'
import { PageHero } from '../../components/page-hero.tsx'
import { FigureBand } from '../../components/content/figure-band.tsx'
import { SectionHeading } from '../../components/content/section-heading.tsx'
import { CallToAction } from '../../components/content/call-to-action.tsx'
import { demoImage } from '../../components/content/demo-image.ts'

const SOLUTIONS = [
  { key: 'standard', image: 'bolts', page: 'products' },
  { key: 'custom', image: 'custom', page: 'quote' },
] as const

/**
 * Production capacity. The figures are numbers written by Intl in the page language ("2.000 m²",
 * "2,000 m²"); each language's message places the number and its unit or sign.
 */
const CAPACITY = [
  { key: 'area', number: 2000 },
  { key: 'staff', number: 45 },
  { key: 'machines', number: 50 },
  { key: 'sectors', number: 15 },
] as const

/** Specialised production: materials, products, quality. */
const SPECIALTIES = [
  { key: 'materials', icon: 'layers', items: ['steel', 'brass', 'copper', 'aluminum'] },
  { key: 'products', icon: 'package', items: ['bolts', 'screws', 'nuts', 'rivets'] },
  { key: 'quality', icon: 'badge-check', items: ['control', 'standards', 'testing', 'certification'] },
] as const

export default function SolutionsPage() {
  const intl = useIntl()
  const href = useHref()
  const lang = useLang()
  const capacity = CAPACITY.map(({ key, number }) => ({
    value: `solutions.capacity.${key}.value`,
    label: `solutions.capacity.${key}.label`,
    values: { number: formatNumber(number, lang) },
  }))
  return (
    <>
      <PageHero title={<FormattedMessage id="page.solutions.title" />}>
        <p>
          <FormattedMessage id="solutions.hero.text" />
        </p>
      </PageHero>

      <section className="container cp-section" aria-labelledby="solutions-offer">
        <SectionHeading
          id="solutions-offer"
          eyebrow="solutions.offer.eyebrow"
          title="solutions.offer.title"
        />
        <div className="solutions-grid">
          {SOLUTIONS.map(({ key, image, page }) => (
            <article key={key} className="solution-card">
              <div className="solution-card__media">
                <img
                  {...demoImage(image, '(min-width: 960px) 560px, 90vw')}
                  alt={intl.formatMessage({ id: `solutions.${key}.imageAlt` })}
                  loading="lazy"
                  decoding="async"
                />
              </div>
              <div className="solution-card__body">
                <h3 className="solution-card__title">
                  <FormattedMessage id={`solutions.${key}.title`} />
                </h3>
                <p className="solution-card__text">
                  <FormattedMessage id={`solutions.${key}.text`} />
                </p>
                <ul className="check-list">
                  {[1, 2, 3].map((n) => (
                    <li key={n}>
                      <Icon name="check" size={18} />
                      <FormattedMessage id={`solutions.${key}.feature${n}`} />
                    </li>
                  ))}
                </ul>
                <Link className="solution-card__link" to={href(page)}>
                  <FormattedMessage id={`solutions.${key}.link`} />
                  <Icon name="arrow-right" size={18} />
                </Link>
              </div>
            </article>
          ))}
        </div>
      </section>

      <FigureBand title="solutions.capacity.title" figures={capacity} />

      <section className="container cp-section" aria-labelledby="solutions-special">
        <SectionHeading
          id="solutions-special"
          eyebrow="solutions.special.eyebrow"
          title="solutions.special.title"
        >
          <FormattedMessage id="solutions.special.text" />
        </SectionHeading>
        <div className="cp-cards cp-cards--3">
          {SPECIALTIES.map(({ key, icon, items }) => (
            <section key={key} className="cp-card specialty" aria-labelledby={`specialty-${key}`}>
              <span className="cp-card__icon" aria-hidden="true">
                <Icon name={icon} size={26} />
              </span>
              <h3 id={`specialty-${key}`} className="cp-card__title">
                <FormattedMessage id={`solutions.special.${key}.title`} />
              </h3>
              <ul className="specialty__list">
                {items.map((item) => (
                  <li key={item}>
                    <strong>
                      <FormattedMessage id={`solutions.special.${key}.${item}`} />
                    </strong>
                    <span>
                      <FormattedMessage id={`solutions.special.${key}.${item}Text`} />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <CallToAction title="solutions.cta.title" text="solutions.cta.text" />
    </>
  )
}
