import { Fragment, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { ProductView, StandardLink, TermView } from '../../../../shared/page-data.ts'
import { useHref } from '../../../lib/lang.ts'

/** A known standard links to its page; an id the standards data lacks is shown as written. */
function StandardName({ standard }: { standard: StandardLink }) {
  const href = useHref()
  if (!standard.title) return <>{standard.designation}</>
  return (
    <Link to={href('standard', { slug: standard.id })} title={standard.title}>
      {standard.designation}
    </Link>
  )
}

function terms(list: (TermView | null)[]): string {
  return list.flatMap((term) => (term ? [term.label] : [])).join(', ')
}

/** The labelled technical table of a product page: standards with their equivalents, terms, notes. */
export function ProductTechnical({ product }: { product: ProductView }) {
  const rows: [string, ReactNode][] = []
  if (product.standards.length > 0) {
    rows.push([
      'product.tech.standards',
      product.standards.map((standard, index) => (
        <Fragment key={standard.id}>
          {index > 0 && ', '}
          <StandardName standard={standard} />
          {standard.equivalents.length > 0 && (
            <span className="product-tech__equivalent">
              {' ('}
              <FormattedMessage
                id="product.tech.equivalent"
                values={{
                  designation: standard.equivalents.map((other, i) => (
                    <Fragment key={other.id}>
                      {i > 0 && ', '}
                      <StandardName standard={other} />
                    </Fragment>
                  )),
                }}
              />
              {')'}
            </span>
          )}
        </Fragment>
      )),
    ])
  }
  const texts: [string, string][] = [
    ['product.tech.materials', terms(product.materials)],
    ['product.tech.classes', terms(product.classes)],
    ['product.tech.finishes', terms(product.finishes)],
    ['product.tech.head', terms([product.head])],
    ['product.tech.drive', terms([product.drive])],
    ['product.tech.sectors', terms(product.sectors)],
    ['product.tech.notes', product.notes],
  ]
  for (const [id, text] of texts) if (text) rows.push([id, text])
  if (rows.length === 0) return null
  return (
    <section className="product-section" aria-labelledby="product-tech">
      <h2 id="product-tech" className="product-section__title">
        <FormattedMessage id="product.tech.title" />
      </h2>
      <table className="product-tech">
        <tbody>
          {rows.map(([id, value]) => (
            <tr key={id}>
              <th scope="row">
                <FormattedMessage id={id} />
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
