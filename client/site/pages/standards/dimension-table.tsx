import { FormattedMessage, useIntl } from 'react-intl'
import type { StandardDetail } from '../../../../shared/page-data.ts'
import { useLang } from '../../../lib/lang.ts'
import { formatMm } from './standard-format.ts'

/**
 * The standard's dimension table for our sizes: one row per size, one column per letter (its meaning as the
 * header's tooltip and in the legend). A value that differs in the equivalent standard is marked, with the other
 * value on hover and in the note under the table.
 */
export function DimensionTable({ standard }: { standard: StandardDetail }) {
  const intl = useIntl()
  const lang = useLang()
  const labels = new Map(standard.letters.map((letter) => [letter.symbol, letter.label]))
  const changed = standard.rows.flatMap((row) =>
    standard.tableLetters.flatMap((letter) => {
      const other = row.differs[letter]
      return other && row.values[letter] !== undefined ? [{ size: row.size, letter, other }] : []
    }),
  )
  const mm = (value: number) =>
    intl.formatMessage({ id: 'standards.unit.mm' }, { value: formatMm(value, lang) })
  return (
    <>
      <div className="standard-table-wrap">
        <table className="dimension-table">
          <caption className="visually-hidden">
            <FormattedMessage id="standards.table.caption" values={{ designation: standard.designation }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="standards.table.size" />
              </th>
              <th scope="col">
                <abbr title={intl.formatMessage({ id: 'standards.table.pitch' })}>P</abbr>
              </th>
              {standard.tableLetters.map((letter) => (
                <th key={letter} scope="col" data-letter={letter}>
                  <abbr title={labels.get(letter) ?? letter}>{letter}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standard.rows.map((row) => (
              <tr key={row.size} data-size={row.size}>
                <th scope="row">{row.size}</th>
                <td>{row.pitch === null ? '–' : formatMm(row.pitch, lang)}</td>
                {standard.tableLetters.map((letter) => {
                  const value = row.values[letter]
                  const other = row.differs[letter]
                  if (value === undefined) {
                    return (
                      <td key={letter} data-letter={letter} className="dimension-table__missing">
                        –
                      </td>
                    )
                  }
                  return (
                    <td key={letter} data-letter={letter}>
                      {other ? (
                        <mark
                          className="dimension-table__changed"
                          data-changed=""
                          title={intl.formatMessage(
                            { id: 'standards.table.otherValue' },
                            { designation: other.designation, value: mm(other.value) },
                          )}
                        >
                          {formatMm(value, lang)}
                        </mark>
                      ) : (
                        formatMm(value, lang)
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="dimension-table__unit">
        <FormattedMessage id="standards.table.unit" />
      </p>
      {changed.length > 0 && (
        <div className="standard-note standard-note--changed">
          <p>
            <span className="dimension-table__swatch" aria-hidden="true" />
            <FormattedMessage id="standards.table.changedNote" />
          </p>
          <ul>
            {changed.map(({ size, letter, other }) => (
              <li key={`${size}-${letter}`}>
                <FormattedMessage
                  id="standards.table.changedItem"
                  values={{ size, letter, designation: other.designation, value: mm(other.value) }}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <dl className="letter-legend">
        {standard.letters.map((letter) => (
          <div key={letter.symbol} className="letter-legend__item">
            <dt>{letter.symbol}</dt>
            <dd>{letter.label}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}
