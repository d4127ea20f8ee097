import { FormattedMessage } from 'react-intl'
import { Link } from '../../components/link.tsx'
import { useHref } from '../../lib/lang.ts'
import { SearchBox } from '../components/search-box/search-box.tsx'

/** The ways on from a page that is not there, after the search box: the catalogue, the standards, home. */
const WAYS_ON = [
  ['products', 'notFound.products'],
  ['standards', 'notFound.standards'],
  ['home', 'notFound.home'],
] as const

export function NotFoundPage() {
  const href = useHref()
  return (
    <section className="not-found container">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <p>
        <FormattedMessage id="notFound.search" />
      </p>
      <SearchBox id="not-found-search" className="not-found__search" />
      <div className="not-found__links">
        {WAYS_ON.map(([page, label], index) => (
          <Link
            key={page}
            className={index ? 'button not-found__link' : 'button button--primary'}
            to={href(page)}
          >
            <FormattedMessage id={label} />
          </Link>
        ))}
      </div>
    </section>
  )
}
