import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { useHref } from '../../../lib/lang.ts'

export function HomePage() {
  const href = useHref()
  return (
    <section className="home-hero">
      <div className="container home-hero__inner">
        <h1 className="home-hero__title">
          <FormattedMessage id="home.hero.title" />
        </h1>
        <p className="home-hero__text">
          <FormattedMessage id="home.hero.text" />
        </p>
        <div className="home-hero__actions">
          <Link className="button button--accent" to={href('products')}>
            <FormattedMessage id="home.hero.products" />
          </Link>
          <Link className="button button--ghost" to={href('quote')}>
            <FormattedMessage id="home.hero.quote" />
          </Link>
        </div>
      </div>
    </section>
  )
}
