import { Download, FileCheck, Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import type { CsvImportReply } from '../../../shared/schemas/products-csv.ts'
import { Card } from '../components/card.tsx'
import { useToast } from '../components/toast.tsx'
import { api, download, errorText } from '../lib/api.ts'
import { failure, useT } from '../lib/i18n.ts'
import { CsvChanges } from './csv-changes.tsx'

type Checked = { file: File; force: boolean; result: CsvImportReply }

/**
 * "Toplu düzenleme (CSV)" on the products screen: download every product as CSV, upload the edited file for a
 * dry run (every row error in a table, or every change it makes), then apply it (one write on the server). "Yine de
 * uygula" lets rows through whose product was saved after the file was exported.
 */
export function ProductsCsv({ onApplied }: { onApplied: () => void }) {
  const t = useT()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<'export' | 'check' | 'apply' | null>(null)
  const [checked, setChecked] = useState<Checked | null>(null)
  const [force, setForce] = useState(false)
  const forceId = useId()

  const send = (file: File, dryRun: boolean, forced: boolean) => {
    const form = new FormData()
    form.append('file', file)
    const query = [dryRun && 'dryRun=1', forced && 'force=1'].filter(Boolean).join('&')
    return api<CsvImportReply>(`/api/admin/products/import${query ? `?${query}` : ''}`, {
      method: 'POST',
      form,
    })
  }

  const exportCsv = async () => {
    setBusy('export')
    try {
      await download('/api/admin/products/export.csv', 'urunler.csv')
    } catch (error) {
      toast.error(
        failure(errorText(error), 'admin.productsCsv.exportError', 'admin.productsCsv.exportErrorGeneric'),
      )
    } finally {
      setBusy(null)
    }
  }

  const check = async (file: File | undefined, forced: boolean) => {
    setChecked(null)
    if (!file) return
    setBusy('check')
    try {
      setChecked({ file, force: forced, result: await send(file, true, forced) })
    } catch (error) {
      toast.error(
        failure(errorText(error), 'admin.productsCsv.checkError', 'admin.productsCsv.checkErrorGeneric'),
      )
    } finally {
      setBusy(null)
    }
  }

  const apply = async () => {
    if (!checked) return
    setBusy('apply')
    try {
      const result = await send(checked.file, false, checked.force)
      toast.success({ id: 'admin.productsCsv.applied', values: { ...result.summary } })
      setChecked(null)
      if (input.current) input.current.value = ''
      onApplied()
    } catch (error) {
      toast.error(
        failure(errorText(error), 'admin.productsCsv.applyError', 'admin.productsCsv.applyErrorGeneric'),
      )
    } finally {
      setBusy(null)
    }
  }

  const result = checked?.result
  const changes = result ? result.summary.create + result.summary.update : 0
  return (
    <Card
      title={t('admin.productsCsv.title')}
      actions={
        <button type="button" className="admin-button" disabled={busy !== null} onClick={exportCsv}>
          <Download size={16} aria-hidden="true" />
          {t('admin.productsCsv.export')}
        </button>
      }
    >
      <p className="admin-muted">{t('admin.productsCsv.intro')}</p>
      <label className="admin-field">
        <span>
          <Upload size={16} aria-hidden="true" /> {t('admin.productsCsv.file')}
        </span>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="admin-input admin-input--file"
          disabled={busy !== null}
          onChange={(event) => void check(event.target.files?.[0], force)}
        />
      </label>
      <div className="admin-filter-toggle">
        <input
          id={forceId}
          type="checkbox"
          className="admin-checkbox"
          checked={force}
          disabled={busy !== null}
          onChange={(event) => {
            setForce(event.target.checked)
            // The answer depends on it: the chosen file is checked again.
            void check(input.current?.files?.[0], event.target.checked)
          }}
        />
        <label htmlFor={forceId}>{t('admin.productsCsv.force')}</label>
      </div>
      {busy === 'check' && <p role="status">{t('admin.productsCsv.checking')}</p>}
      {result && result.errorCount > 0 && (
        <>
          <p className="admin-alert admin-alert--error" role="alert">
            {t('admin.productsCsv.errorsFound', { count: result.errorCount })}
            {result.errorCount > result.errors.length &&
              ` ${t('admin.productsCsv.errorsListed', { count: result.errors.length })}`}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="csv-errors">
              <thead>
                <tr>
                  <th scope="col">{t('admin.productsCsv.row')}</th>
                  <th scope="col">{t('admin.productsCsv.column')}</th>
                  <th scope="col">{t('admin.productsCsv.problem')}</th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((error, index) => (
                  <tr key={`${error.row}-${error.column}-${index}`}>
                    <td>{error.row}</td>
                    {/* A problem of the file itself (a quote never closed, too many lines) has no column. */}
                    <td>{error.column ? <code>{error.column}</code> : '—'}</td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {result && result.errorCount === 0 && (
        <div className="admin-alert admin-alert--info" role="status" data-testid="csv-summary">
          <p>{t('admin.productsCsv.summary', { ...result.summary })}</p>
          <CsvChanges result={result} />
          {changes > 0 ? (
            <button
              type="button"
              className="admin-button admin-button--primary"
              disabled={busy !== null}
              onClick={apply}
            >
              <FileCheck size={16} aria-hidden="true" />
              {t('admin.productsCsv.apply')}
            </button>
          ) : (
            <p>{t('admin.productsCsv.nothingToApply')}</p>
          )}
        </div>
      )}
    </Card>
  )
}
