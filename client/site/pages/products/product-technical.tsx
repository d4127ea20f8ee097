import { Fragment, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { fieldLabelId, TECHNICAL_FIELDS } from '../../../../shared/catalogue/technical-fields.ts'
import type { StandardValue, TechnicalValue } from '../../../../shared/catalogue/technical-view.ts'
import type { ProductView } from '../../../../shared/page-data.ts'
import { Link } from '../../../components/link.tsx'
import { useHref } from '../../../lib/lang.ts'

type Shown = ProductView['technical']

/** A known standard links to its page; an id the standards data lacks is shown as written. */
function StandardName({ standard }: { standard: TechnicalValue & { title: string } }) {
  const href = useHref()
  if (!standard.title) return <>{standard.text}</>
  return (
    <Link to={href('standard', { slug: standard.id })} title={standard.title}>
      {standard.text}
    </Link>
  )
}

function Standards({ standards }: { standards: StandardValue[] }) {
  return standards.map((standard, index) => (
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
  ))
}

/** A field's cell: standards as links with their equivalents, notes line by line, terms as a list. */
function cell(key: keyof Shown, technical: Shown): ReactNode {
  if (key === 'standards') return <Standards standards={technical.standards} />
  const texts = technical[key].map((value) => value.text)
  return TECHNICAL_FIELDS[key].kind === 'notes' ? texts.join('\n') : texts.join(', ')
}

/** The labelled technical table of a product page: every field of the registry the product has, in its order. */
export function ProductTechnical({ product }: { product: ProductView }) {
  const { technical } = product
  const keys = (Object.keys(TECHNICAL_FIELDS) as (keyof typeof TECHNICAL_FIELDS)[]).filter(
    (key): key is keyof Shown => key in technical && technical[key as keyof Shown].length > 0,
  )
  if (keys.length === 0) return null
  return (
    <section className="product-section" aria-labelledby="product-tech">
      <h2 id="product-tech" className="product-section__title">
        <FormattedMessage id="product.tech.title" />
      </h2>
      <table className="product-tech">
        <tbody>
          {keys.map((key) => (
            <tr key={key}>
              <th scope="row">
                <FormattedMessage id={fieldLabelId(key)} />
              </th>
              <td>{cell(key, technical)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
