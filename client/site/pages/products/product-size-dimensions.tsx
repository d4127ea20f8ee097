import { FormattedMessage, useIntl } from 'react-intl'
import {
  type DimensionCell,
  hasPairs,
  type SizeDimensions,
} from '../../../../shared/catalogue/dimension-cells.ts'
import { formatMm } from '../../../lib/format.ts'
import { useLang } from '../../../lib/lang.ts'

/*
 * The size table's dimension columns: the standard's letters as headers (each titled with what it measures), a cell
 * per letter in each row, and the legend under the table. Where the product lists the main standard's DIN <-> ISO
 * equivalent and a value differs, both show side by side ("17 / 16"), highlighted and spelled out for screen readers.
 */

export function DimensionHeaders({ dimensions }: { dimensions: SizeDimensions }) {
  return dimensions.columns.map((column) => (
    <th key={column.symbol} scope="col" className="size-table__letter">
      <abbr title={column.label}>{column.symbol}</abbr>
    </th>
  ))
}

function Cell({ cell, standards, rowSpan }: { cell: DimensionCell; standards: string[]; rowSpan?: number }) {
  const intl = useIntl()
  const lang = useLang()
  if (cell === null) return <td rowSpan={rowSpan}>–</td>
  if (typeof cell === 'number') return <td rowSpan={rowSpan}>{formatMm(cell, lang)}</td>
  const [first, second] = cell.map((value) => formatMm(value, lang))
  const differs = intl.formatMessage(
    { id: 'product.sizes.differs' },
    { main: standards[0], other: standards[1], first, second },
  )
  return (
    <td className="is-different" rowSpan={rowSpan}>
      <span aria-hidden="true">
        {first} / {second}
      </span>
      <span className="visually-hidden">{differs}</span>
    </td>
  )
}

/**
 * A size's dimensions, once for the rows of that size: they span its `rows` (the table is sorted by size), so the
 * values read once per size and a table of hundreds of rows stays within the page's size budget.
 */
export function DimensionCells({
  dimensions,
  size,
  rows,
}: {
  dimensions: SizeDimensions
  size: string
  rows: number
}) {
  const cells = dimensions.bySize[size] ?? dimensions.columns.map(() => null)
  return cells.map((cell, index) => (
    <Cell
      key={dimensions.columns[index]?.symbol ?? index}
      cell={cell}
      standards={dimensions.standards}
      rowSpan={rows > 1 ? rows : undefined}
    />
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
