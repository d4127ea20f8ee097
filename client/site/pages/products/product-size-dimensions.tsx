import { FormattedMessage } from 'react-intl'
import { hasPairs, type SizeDimensions } from '../../../../shared/catalogue/dimension-cells.ts'

/*
 * The size table's dimension columns: the standard's letters as headers (each titled with what it measures) and the
 * legend under the table. The rows' cells are written with the rows (size-table-body.ts): where the product lists
 * the main standard's DIN <-> ISO equivalent and a value differs, both show side by side ("17 / 16"), highlighted and
 * spelled out for screen readers.
 */

export function DimensionHeaders({ dimensions }: { dimensions: SizeDimensions }) {
  return dimensions.columns.map((column) => (
    <th key={column.symbol} scope="col" className="size-table__letter">
      <abbr title={column.label}>{column.symbol}</abbr>
    </th>
  ))
}

/** What the letters mean, which standards a pair compares, and what "≈" before a weight says. */
export function SizesLegend({
  dimensions,
  computed,
}: {
  dimensions: SizeDimensions | null
  computed: boolean
}) {
  if (!dimensions && !computed) return null
  const [main, other] = dimensions?.standards ?? []
  return (
    <div className="size-table__legend">
      {dimensions && (
        <p>
          <FormattedMessage id="product.sizes.dimensionsLegend" values={{ standard: main }} />{' '}
          {dimensions.columns.map((column, index) => (
            <span key={column.symbol} className="size-table__legend-letter">
              {index > 0 && ' · '}
              <b>{column.symbol}</b> {column.label}
            </span>
          ))}
        </p>
      )}
      {other && hasPairs(dimensions) && (
        <p>
          <span className="size-table__pair-sample is-different" aria-hidden="true">
            a / b
          </span>{' '}
          <FormattedMessage id="product.sizes.pairLegend" values={{ main, other }} />
        </p>
      )}
      {computed && (
        <p>
          <FormattedMessage id="product.sizes.calculatedLegend" />
        </p>
      )}
    </div>
  )
}
