import { FormattedMessage } from 'react-intl'
import { Link } from '../../components/link.tsx'
import { useHref } from '../../lib/lang.ts'

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
      <Link className="button button--primary" to={href('home')}>
        <FormattedMessage id="notFound.home" />
      </Link>
    </section>
  )
}
