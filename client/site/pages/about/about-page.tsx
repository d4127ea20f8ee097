import { FormattedMessage, useIntl } from 'react-intl'
import type { About } from '../../../../shared/schemas/about.ts'
import { type Lang, pickText } from '../../../../shared/i18n.ts'
import { Icon } from '../../../components/icon.tsx'
import type { MessageId } from '../../../i18n/messages.ts'
import type { IconName } from '../../../icons/icon-names.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useLang } from '../../../lib/lang.ts'
import { usePageData, usePageStatus } from '../../../lib/page-data.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { demoImage } from '../../components/content/demo-image.ts'
import { FigureBand } from '../../components/content/figure-band.tsx'
import { BandSection, SectionHeading } from '../../components/content/section-heading.tsx'

const FEATURES = [
  { key: 'production', icon: 'factory' },
  { key: 'quality', icon: 'shield-check' },
  { key: 'engineering', icon: 'cog' },
] as const

/**
 * Key figures. The numbers are written by Intl in the page language; each language's message
 * places them with their unit or sign ("{number}+", "{min}–{max} mm").
 */
const FIGURES = [
  { key: 'machines', numbers: { number: 50 } },
  { key: 'staff', numbers: { number: 45 } },
  { key: 'diameter', numbers: { min: 2, max: 12 } },
  { key: 'length', numbers: { min: 3, max: 120 } },
] as const

/** Years of experience on the story picture's badge. */
const EXPERIENCE_YEARS = 25

function formatted(numbers: Record<string, number>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(numbers).map(([name, value]) => [name, formatNumber(value, lang)]))
}

export default function AboutPage() {
  const about = usePageData('about')?.about
  return (
    <>
      <PageHero title={<FormattedMessage id="page.about.title" />}>
        {about && <AboutLead about={about} />}
      </PageHero>
      {about ? <AboutContent about={about} /> : <AboutPending />}
    </>
  )
}

function AboutLead({ about }: { about: About }) {
  const text = pickText(about, 'aboutText', useLang())
  return text ? <p>{text}</p> : null
}

/** After client-side navigation, until the about record arrives (or fails to). */
function AboutPending() {
  const { error, retry } = usePageStatus()
  if (!error) {
    return (
      <p className="container page-state" aria-live="polite">
        <FormattedMessage id="common.loading" />
      </p>
    )
  }
  // Offline means the request itself failed; otherwise the server answered with an error.
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <div className="container page-state" role="alert">
      <p>
        <FormattedMessage id={offline ? 'about.error.failed' : 'about.error.load'} />
      </p>
      <button type="button" className="button button--primary" onClick={retry}>
        <FormattedMessage id="about.error.retry" />
      </button>
    </div>
  )
}

/** The mission or the vision, where the about record has it. */
function Purpose({ icon, title, text }: { icon: IconName; title: MessageId; text: string }) {
  if (!text) return null
  return (
    <article className="about-purpose__item">
      <span className="about-purpose__icon" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <h2>
        <FormattedMessage id={title} />
      </h2>
      <p>{text}</p>
    </article>
  )
}

function AboutContent({ about }: { about: About }) {
  const lang = useLang()
  const intl = useIntl()
  const paragraphs = (['companyDescription1', 'companyDescription2', 'companyDescription3'] as const)
    .map((field) => pickText(about, field, lang))
    .filter(Boolean)
  const mission = pickText(about, 'mission', lang)
  const vision = pickText(about, 'vision', lang)
  const commitmentTitle = pickText(about, 'commitmentTitle', lang)
  const commitment = pickText(about, 'commitmentStatement', lang)

  return (
    <>
      <section className="container cp-section about-story" aria-labelledby="about-story">
        <div className="about-story__text">
          <SectionHeading id="about-story" eyebrow="about.story.eyebrow" title="about.story.title" />
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <figure className="about-story__media">
          <img
            {...demoImage('custom', '(min-width: 960px) 460px, 90vw')}
            alt={intl.formatMessage({ id: 'about.story.imageAlt' })}
            loading="lazy"
            decoding="async"
          />
          <figcaption className="about-story__badge">
            <strong>
              <FormattedMessage
                id="about.story.badgeValue"
                values={{ number: formatNumber(EXPERIENCE_YEARS, lang) }}
              />
            </strong>
            <span>
              <FormattedMessage id="about.story.badgeLabel" />
            </span>
          </figcaption>
        </figure>
      </section>

      <BandSection id="about-features" eyebrow="about.features.eyebrow" title="about.features.title">
        <ul className="cp-cards cp-cards--3">
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="cp-card">
              <span className="cp-card__icon" aria-hidden="true">
                <Icon name={icon} size={26} />
              </span>
              <h3 className="cp-card__title">
                <FormattedMessage id={`about.features.${key}.title`} />
              </h3>
              <p className="cp-card__text">
                <FormattedMessage id={`about.features.${key}.text`} />
              </p>
            </li>
          ))}
        </ul>
      </BandSection>

      <section
        className="container cp-section about-purpose"
        aria-label={intl.formatMessage({ id: 'about.purpose.label' })}
      >
        <Purpose icon="target" title="about.mission.title" text={mission} />
        <Purpose icon="eye" title="about.vision.title" text={vision} />
      </section>

      {(commitmentTitle || commitment) && (
        <section className="container" aria-labelledby="about-commitment">
          <div className="about-commitment">
            <span className="about-commitment__icon" aria-hidden="true">
              <Icon name="award" size={40} />
            </span>
            <div>
              <h2 id="about-commitment" className="about-commitment__title">
                {commitmentTitle}
              </h2>
              <p className="about-commitment__text">{commitment}</p>
            </div>
          </div>
        </section>
      )}

      <FigureBand
        title="about.stats.title"
        figures={FIGURES.map(({ key, numbers }) => ({
          value: `about.stats.${key}.value`,
          label: `about.stats.${key}.label`,
          values: formatted(numbers, lang),
        }))}
      />
    </>
  )
}
