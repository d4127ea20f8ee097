import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { SizeRow } from '../../../shared/schemas/technical.ts'
import { SIZE_KEYS, STANDARDS_BY_ID, sizeLabel, type SizeKey } from '../../../shared/standards/index.ts'
import { sortSizeRows } from '../../../shared/technical-text.ts'
import { useT } from '../lib/i18n.ts'
import {
  lengthChoices,
  mergeRows,
  nextRow,
  parsePastedRows,
  rangeRows,
  rowAccepted,
  type PasteResult,
} from './size-rows.ts'
import './size-table.css'

const numberOrNull = (text: string): number | null => {
  const value = Number(text.replace(',', '.'))
  return text.trim() === '' || Number.isNaN(value) ? null : value
}

/**
 * "Ölçü tablosu": the product's size x length rows as a grid (edit, delete, add a row), a range fill from one of
 * the product's standards' preferred lengths, and rows pasted from a spreadsheet with a preview of the lines that
 * cannot be read. Rows stay sorted by size, then length. A row's length is picked from its standards' lengths; a
 * row marked "Özel boy" takes any length, and a row that leaves its standard unmarked is flagged before the save
 * refuses it.
 */
export function SizeTableEditor({
  rows,
  standards,
  onChange,
}: {
  rows: readonly SizeRow[]
  standards: readonly string[]
  onChange: (rows: SizeRow[]) => void
}) {
  const t = useT()
  const [range, setRange] = useState({
    standard: '',
    from: 'M6',
    to: 'M12',
    min: '20',
    max: '80',
    stock: 'stock',
  })
  const [paste, setPaste] = useState('')
  const [preview, setPreview] = useState<PasteResult | null>(null)
  const standard = range.standard || standards[0] || ''

  const update = (index: number, patch: Partial<SizeRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)))
  const fillRange = () => {
    const added = rangeRows(
      standard,
      range.from as SizeKey,
      range.to as SizeKey,
      Number(range.min) || 0,
      Number(range.max) || 500,
      range.stock as SizeRow['stock'],
    )
    onChange(mergeRows(rows, added))
  }
  const addRow = () => onChange(sortSizeRows([...rows, nextRow(standards, rows)]))
  const setLength = (index: number, length: number | null) =>
    onChange(sortSizeRows(rows.map((r, at) => (at === index ? { ...r, length } : r))))
  const setSpecial = (index: number, special: boolean) =>
    onChange(
      rows.map((r, at) => {
        if (at !== index) return r
        const { special: _old, ...plain } = r
        return special ? { ...plain, special: true } : plain
      }),
    )
  const addPasted = () => {
    if (!preview) return
    onChange(mergeRows(rows, preview.rows))
    setPaste('')
    setPreview(null)
  }

  return (
    <fieldset className="admin-sizes">
      <legend className="admin-card__title">{t('admin.sizes.title')}</legend>
      <div className="admin-sizes__scroll">
        <table className="admin-sizes__table" aria-label={t('admin.sizes.title')}>
          <thead>
            <tr>
              <th scope="col">{t('admin.sizes.size')}</th>
              <th scope="col">{t('admin.sizes.length')}</th>
              <th scope="col">{t('admin.sizes.special')}</th>
              <th scope="col">{t('admin.sizes.stock')}</th>
              <th scope="col">{t('admin.sizes.weight')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.sizes.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const choices = row.special ? null : lengthChoices(standards, row.size)
              const accepted = rowAccepted(standards, row)
              const label = `${row.size} × ${row.length ?? '–'}`
              return (
                <tr
                  key={`${row.size}|${row.length ?? ''}|${index}`}
                  data-size-row={`${row.size}x${row.length ?? ''}`}
                  data-special={row.special ? 'true' : undefined}
                  className={accepted ? undefined : 'admin-sizes__row--outside'}
                >
                  <td>
                    <select
                      className="admin-input admin-select"
                      aria-label={t('admin.sizes.size')}
                      value={row.size}
                      onChange={(event) => update(index, { size: event.target.value })}
                    >
                      {SIZE_KEYS.map((size) => (
                        <option key={size} value={size}>
                          {sizeLabel(size)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {choices ? (
                      <select
                        className="admin-input admin-select"
                        aria-label={t('admin.sizes.length')}
                        aria-invalid={accepted ? undefined : true}
                        value={row.length ?? ''}
                        onChange={(event) => setLength(index, numberOrNull(event.target.value))}
                      >
                        <option value="">–</option>
                        {!accepted && row.length !== null && (
                          <option value={row.length}>
                            {t('admin.sizes.outsideOption', { length: row.length })}
                          </option>
                        )}
                        {choices.map((length) => (
                          <option key={length} value={length}>
                            {length}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        className="admin-input"
                        inputMode="decimal"
                        aria-label={t('admin.sizes.length')}
                        defaultValue={row.length ?? ''}
                        onBlur={(event) => setLength(index, numberOrNull(event.target.value))}
                      />
                    )}
                    {!accepted && (
                      <span className="admin-sizes__outside" role="note">
                        {t('admin.sizes.outside')}
                      </span>
                    )}
                  </td>
                  <td>
                    <label className="admin-sizes__special">
                      <input
                        type="checkbox"
                        checked={row.special === true}
                        aria-label={t('admin.sizes.specialFor', { row: label })}
                        onChange={(event) => setSpecial(index, event.target.checked)}
                      />
                      {row.special && (
                        <span className="admin-sizes__special-mark">{t('admin.sizes.special')}</span>
                      )}
                    </label>
                  </td>
                  <td>
                    <select
                      className="admin-input admin-select"
                      aria-label={t('admin.sizes.stock')}
                      value={row.stock}
                      onChange={(event) => update(index, { stock: event.target.value as SizeRow['stock'] })}
                    >
                      <option value="stock">{t('admin.sizes.inStock')}</option>
                      <option value="order">{t('admin.sizes.toOrder')}</option>
                    </select>
                  </td>
                  <td>
                    <input
                      className="admin-input"
                      inputMode="decimal"
                      aria-label={t('admin.sizes.weight')}
                      defaultValue={row.weight_per_1000 ?? ''}
                      onBlur={(event) => update(index, { weight_per_1000: numberOrNull(event.target.value) })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="admin-button admin-button--danger-quiet admin-button--sm"
                      aria-label={t('admin.sizes.delete', { row: label })}
                      onClick={() => onChange(rows.filter((_, at) => at !== index))}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="admin-field__hint" data-size-count={rows.length}>
        {t('admin.sizes.count', { count: rows.length })}
      </p>
      <button type="button" className="admin-button admin-button--sm" onClick={addRow}>
        {t('admin.sizes.addRow')}
      </button>

      <div className="admin-sizes__tool" data-tool="range">
        <h3 className="admin-sizes__tool-title">{t('admin.sizes.range.title')}</h3>
        <div className="admin-sizes__range">
          <label>
            {t('admin.sizes.range.standard')}
            <select
              className="admin-input admin-select"
              value={standard}
              onChange={(event) => setRange({ ...range, standard: event.target.value })}
            >
              <option value="">{t('admin.sizes.range.noStandard')}</option>
              {standards.map((id) => (
                <option key={id} value={id}>
                  {STANDARDS_BY_ID.get(id)?.designation ?? id}
                </option>
              ))}
            </select>
          </label>
          <SizeSelect
            label={t('admin.sizes.range.from')}
            value={range.from}
            onChange={(from) => setRange({ ...range, from })}
          />
          <SizeSelect
            label={t('admin.sizes.range.to')}
            value={range.to}
            onChange={(to) => setRange({ ...range, to })}
          />
          <label>
            {t('admin.sizes.range.min')}
            <input
              className="admin-input"
              inputMode="numeric"
              value={range.min}
              onChange={(event) => setRange({ ...range, min: event.target.value })}
            />
          </label>
          <label>
            {t('admin.sizes.range.max')}
            <input
              className="admin-input"
              inputMode="numeric"
              value={range.max}
              onChange={(event) => setRange({ ...range, max: event.target.value })}
            />
          </label>
          <label>
            {t('admin.sizes.stock')}
            <select
              className="admin-input admin-select"
              value={range.stock}
              onChange={(event) => setRange({ ...range, stock: event.target.value })}
            >
              <option value="stock">{t('admin.sizes.inStock')}</option>
              <option value="order">{t('admin.sizes.toOrder')}</option>
            </select>
          </label>
        </div>
        <button type="button" className="admin-button admin-button--sm" onClick={fillRange}>
          {t('admin.sizes.range.fill')}
        </button>
      </div>

      <div className="admin-sizes__tool" data-tool="paste">
        <h3 className="admin-sizes__tool-title">{t('admin.sizes.paste.title')}</h3>
        <label className="admin-field">
          <span className="admin-field__hint">{t('admin.sizes.paste.hint')}</span>
          <textarea
            className="admin-input admin-input--area"
            rows={4}
            value={paste}
            onChange={(event) => {
              setPaste(event.target.value)
              setPreview(null)
            }}
          />
        </label>
        <button
          type="button"
          className="admin-button admin-button--sm"
          onClick={() => setPreview(parsePastedRows(paste))}
        >
          {t('admin.sizes.paste.check')}
        </button>
        {preview && (
          <div className="admin-sizes__preview" role="status">
            <p>{t('admin.sizes.paste.ready', { count: preview.rows.length })}</p>
            {preview.problems.length > 0 && (
              <ul className="admin-sizes__problems" aria-label={t('admin.sizes.paste.problems')}>
                {preview.problems.map((problem) => (
                  <li key={problem.line}>
                    {t('admin.sizes.paste.line', {
                      line: problem.line,
                      text: problem.text.replace(/\t/g, ' · '),
                    })}{' '}
                    {t(problem.reason)}
                  </li>
                ))}
              </ul>
            )}
            <button
              type="button"
              className="admin-button admin-button--primary admin-button--sm"
              disabled={preview.rows.length === 0}
              onClick={addPasted}
            >
              {t('admin.sizes.paste.add', { count: preview.rows.length })}
            </button>
          </div>
        )}
      </div>
    </fieldset>
  )
}

/** One end of the range to fill: every size of every series, as the standards name them. */
function SizeSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (size: string) => void
}) {
  return (
    <label>
      {label}
      <select
        className="admin-input admin-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {SIZE_KEYS.map((size) => (
          <option key={size} value={size}>
            {sizeLabel(size)}
          </option>
        ))}
      </select>
    </label>
  )
}
