import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { ProductView } from '../../../../shared/page-data.ts'
import { useHref } from '../../../lib/lang.ts'
import { DrawingView } from '../../components/content/drawing-view.tsx'

/** The main standard's dimension drawing with its letters and what each means; nothing for an unknown standard. */
export function ProductDrawing({ product }: { product: ProductView }) {
  const intl = useIntl()
  const href = useHref()
  const view = product.drawing
  const main = product.technical.standards[0]
  if (!view || !main) return null
  const { designation } = view
  return (
    <section className="product-section product-drawing" aria-labelledby="product-drawing">
      <h2 id="product-drawing" className="product-section__title">
        <FormattedMessage id="product.drawing.title" />
      </h2>
      <figure className="standard-drawing__figure">
        <DrawingView image={view} alt={intl.formatMessage({ id: 'product.drawing.alt' }, { designation })} />
        {view.size && (
          <figcaption>
            <FormattedMessage
              id="product.drawing.caption"
              values={{
                designation,
                size: view.length === null ? view.size : `${view.size} × ${view.length}`,
              }}
            />
          </figcaption>
        )}
      </figure>
      {view.letters.length > 0 && (
        <dl className="product-drawing__letters">
          {view.letters.map((letter) => (
            <div key={letter.symbol}>
              <dt>{letter.symbol}</dt>
              <dd>{letter.label}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link className="product-drawing__table" to={href('standard', { slug: main.id })}>
        <FormattedMessage id="product.drawing.table" values={{ designation }} />
      </Link>
    </section>
  )
}
