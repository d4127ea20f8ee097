import type { StandardLink } from '../../../../shared/page-data.ts'
import { Link } from '../../../components/link.tsx'
import { useHref } from '../../../lib/lang.ts'

/** A standard's equivalents as links to their pages, comma separated. */
export function EquivalentLinks({ equivalents }: { equivalents: readonly StandardLink[] }) {
  const href = useHref()
  return equivalents.map((equivalent, index) => (
    <span key={equivalent.id}>
      {index > 0 && ', '}
      <Link to={href('standard', { slug: equivalent.id })}>{equivalent.designation}</Link>
    </span>
  ))
}
