import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import { localText } from '../../../../shared/i18n.ts'
import type { PublicSlider } from '../../../../shared/schemas/slider.ts'
import { Icon } from '../../../components/icon.tsx'
import { responsiveImage } from '../../../components/responsive-image.ts'
import { useHref, useLang } from '../../../lib/lang.ts'

const FACTS = [
  { icon: 'award', value: 'home.hero.fact.experience.value', label: 'home.hero.fact.experience.label' },
  { icon: 'shield-check', value: 'home.hero.fact.iso.value', label: 'home.hero.fact.iso.label' },
  { icon: 'ruler', value: 'home.hero.fact.range.value', label: 'home.hero.fact.range.label' },
] as const

/** Opening band: headline, the two main actions, key facts and a product render beside them. */
export function HomeHero({ image }: { image: PublicSlider | undefined }) {
  const href = useHref()
  const lang = useLang()
  // The alt text doubles as the caption, both in the page's language (Turkish until translated).
  const caption = image ? localText(image, 'alt_text', lang) : ''
  return (
    <section className={image ? 'home-banner has-media' : 'home-banner'} aria-labelledby="home-title">
      <div className="container home-banner__inner">
        <div className="home-banner__copy">
          <p className="home-banner__eyebrow">
            <FormattedMessage id="home.hero.eyebrow" />
          </p>
          <h1 id="home-title" className="home-banner__title">
            <FormattedMessage id="home.hero.title" />
          </h1>
          <p className="home-banner__text">
            <FormattedMessage id="home.hero.text" />
          </p>
          <div className="home-banner__actions">
            <Link className="button button--accent" to={href('products')}>
              <FormattedMessage id="home.hero.products" />
            </Link>
            <Link className="button button--ghost" to={href('quote')}>
              <FormattedMessage id="home.hero.quote" />
            </Link>
          </div>
          <ul className="home-banner__facts">
            {FACTS.map(({ icon, value, label }) => (
              <li key={value} className="home-banner__fact">
                <Icon name={icon} className="home-banner__fact-icon" />
                <span>
                  <strong>
                    <FormattedMessage id={value} />
                  </strong>
                  <FormattedMessage id={label} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        {image && (
          <figure className="home-banner__media">
            <img
              {...responsiveImage(image.image_url, '(min-width: 1200px) 480px, (min-width: 960px) 40vw, 1px')}
              alt={caption}
              width={1200}
              height={1200}
              loading="eager"
              fetchPriority="high"
              decoding="async"
            />
            <figcaption className="home-banner__caption">{caption}</figcaption>
          </figure>
        )}
      </div>
    </section>
  )
}
