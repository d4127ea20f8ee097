import { Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { ProductView } from '../../../../shared/page-data.ts'
import { useHref } from '../../../lib/lang.ts'
import { DrawingView } from '../../components/content/drawing-view.tsx'
import { Icon } from '../../../components/icon.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { CadView } from './cad-viewer/lazy-cad-view.tsx'

/** The 3D view replaces the drawing while open; without WebGL the drawing stays, with a note. */
type Mode = 'drawing' | '3d' | 'no-webgl'

/**
 * The main standard's dimension drawing with its letters and what each means; nothing for an unknown standard. A
 * product with CAD models offers a 3D view of a size in its place (its code and three load on the click).
 */
export function ProductDrawing({ product }: { product: ProductView }) {
  const intl = useIntl()
  const href = useHref()
  const hydrated = useHydrated()
  const [mode, setMode] = useState<Mode>('drawing')
  const view = product.drawing
  const main = product.technical.standards[0]
  if (!view || !main) return null
  const { designation } = view
  return (
    <section className="product-section product-drawing" aria-labelledby="product-drawing">
      <div className="product-drawing__head">
        <h2 id="product-drawing" className="product-section__title">
          <FormattedMessage id="product.drawing.title" />
        </h2>
        {hydrated && product.cad && product.cad.sizes.length > 0 && (
          <button
            type="button"
            className="product-drawing__3d"
            aria-pressed={mode === '3d'}
            onClick={() => setMode(mode === '3d' ? 'drawing' : '3d')}
          >
            <Icon name="package" size={18} />
            <FormattedMessage id="product.cad.view" />
          </button>
        )}
      </div>
      {mode === 'no-webgl' && (
        <p className="product-drawing__note" role="status">
          <FormattedMessage id="product.cad.noWebgl" />
        </p>
      )}
      {mode === '3d' ? (
        <Suspense
          fallback={
            <p className="cad-view cad-view__pending" role="status">
              <FormattedMessage id="product.cad.loading" />
            </p>
          }
        >
          <CadView product={product} onNoWebGL={() => setMode('no-webgl')} />
        </Suspense>
      ) : (
        <figure className="standard-drawing__figure">
          <DrawingView
            image={view}
            alt={intl.formatMessage({ id: 'product.drawing.alt' }, { designation })}
          />
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
      )}
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
