import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'
import { useCommonData } from '../../../lib/page-data.tsx'
import { BandSection } from '../../components/content/section-heading.tsx'
import { demoImage } from '../../components/content/demo-image.ts'

/**
 * The four product groups the catalogue presents, with the demo category slug each links to when it exists.
 */
const GROUPS = [
  { key: 'bolts', slug: 'civatalar' },
  { key: 'nuts', slug: 'somunlar' },
  { key: 'washers', slug: 'pullar' },
  { key: 'custom', slug: 'ozel-uretim-parcalar' },
] as const

export function CategoryCards() {
  const intl = useIntl()
  const href = useHref()
  const { categories } = useCommonData()
  const link = (slug: string) =>
    categories.some((category) => category.slug === slug)
      ? `${href('products')}?category=${encodeURIComponent(slug)}`
      : href('products')

  return (
    <BandSection
      id="catalogue-groups"
      eyebrow="catalogue.groups.eyebrow"
      title="catalogue.groups.title"
      lead={<FormattedMessage id="catalogue.groups.text" />}
    >
      <ul className="group-cards">
        {GROUPS.map(({ key, slug }) => (
          <li key={key} className="group-card">
            <img
              className="group-card__image"
              {...demoImage(key, '(min-width: 1100px) 270px, (min-width: 640px) 45vw, 90vw')}
              alt={intl.formatMessage({ id: `catalogue.groups.${key}.alt` })}
              loading="lazy"
              decoding="async"
            />
            <div className="group-card__body">
              <h3 className="group-card__title">
                <Link to={link(slug)} className="group-card__link">
                  <FormattedMessage id={`catalogue.groups.${key}.title`} />
                </Link>
              </h3>
              <p className="group-card__text">
                <FormattedMessage id={`catalogue.groups.${key}.text`} />
              </p>
              <span className="group-card__more" aria-hidden="true">
                <FormattedMessage id="catalogue.groups.more" />
                <Icon name="arrow-right" size={16} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </BandSection>
  )
}
