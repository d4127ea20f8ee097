import { X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import type {
  RestoreReply,
  RevisionCollection,
  RevisionDetail,
  RevisionList,
  RevisionSummary,
} from '../../../shared/schemas/history.ts'
import { useFocusTrap } from '../../components/use-focus-trap.ts'
import { useScrollLock } from '../../components/use-scroll-lock.ts'
import { LoadState } from '../components/load-state.tsx'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { fieldName } from './field-names.ts'
import { useApi } from '../lib/use-api.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { formatWhen, ValueView } from './value-view.tsx'
import './revisions.css'

/**
 * A record's revisions (newest first) and, for the one picked, its fields beside the current record's, the
 * differing ones marked; "Bu sürümü geri yükle" after one confirmation. `onClose(true)` after a restore.
 */
export function RevisionsPanel({
  collection,
  id,
  onClose,
}: {
  collection: RevisionCollection
  id: string
  onClose: (restored: boolean) => void
}) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(ref, true)
  useScrollLock(true)
  const list = useApi<RevisionList>(
    `/api/admin/revisions?collection=${encodeURIComponent(collection)}&id=${encodeURIComponent(id)}`,
  )
  const revisions = list.data?.revisions ?? []
  const [picked, setPicked] = useState<number | null>(null)
  const [restored, setRestored] = useState(false)
  // The newest but one (what the last save changed) is the usual question; the newest when it is alone.
  const shown = picked ?? revisions[1]?.rev ?? revisions[0]?.rev ?? null
  const name = revisions[0]?.name ?? t(`admin.collection.${collection}` as 'admin.collection.products')

  return (
    <div
      className="admin-dialog__backdrop revisions"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose(restored)
      }}
    >
      <div
        ref={ref}
        className="revisions__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.stopPropagation()
            onClose(restored)
          }
        }}
      >
        <header className="revisions__head">
          <h2 id={titleId}>{t('admin.revisions.title', { name })}</h2>
          <button
            type="button"
            className="admin-button admin-button--sm"
            data-autofocus
            onClick={() => onClose(restored)}
          >
            <X size={16} aria-hidden="true" />
            {t('admin.revisions.close')}
          </button>
        </header>
        {!list.data ? (
          <LoadState error={list.error} onRetry={list.reload} />
        ) : revisions.length === 0 ? (
          <p className="revisions__empty">{t('admin.revisions.empty')}</p>
        ) : (
          <div className="revisions__body">
            <RevisionPicker revisions={revisions} shown={shown} onPick={setPicked} />
            {shown === null ? (
              <p className="revisions__empty">{t('admin.revisions.pick')}</p>
            ) : (
              <RevisionCompare
                key={`${shown}-${revisions.length}`}
                rev={shown}
                onRestored={() => {
                  setRestored(true)
                  setPicked(null)
                  list.reload()
                }}
              />
            )}
          </div>
        )}
      </div>
    </div>
  )
}

function RevisionPicker({
  revisions,
  shown,
  onPick,
}: {
  revisions: RevisionSummary[]
  shown: number | null
  onPick: (rev: number) => void
}) {
  const t = useT()
  return (
    <nav className="revisions__list" aria-label={t('admin.revisions.listLabel')}>
      <ol>
        {revisions.map((revision) => (
          <li key={revision.rev}>
            <button
              type="button"
              className="revisions__item"
              aria-current={revision.rev === shown ? 'true' : undefined}
              onClick={() => onPick(revision.rev)}
            >
              <span className="revisions__item-top">
                <strong>{formatWhen(revision.at)}</strong>
                <span className={`revisions__action revisions__action--${revision.action}`}>
                  {t(`admin.revisions.action.${revision.action}`)}
                </span>
              </span>
              <span className="revisions__item-meta">
                {revision.by === 'system' ? t('admin.revisions.system') : revision.by} ·{' '}
                {t('admin.revisions.rev', { rev: revision.rev })}
                {revision.action === 'update' &&
                  ` · ${t('admin.revisions.fieldCount', { count: revision.fields.length })}`}
              </span>
              {revision.action === 'update' && revision.fields.length > 0 && (
                <span className="revisions__item-fields">
                  {revision.fields.map((field) => fieldName(t, revision.collection, field).label).join(', ')}
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function RevisionCompare({ rev, onRestored }: { rev: number; onRestored: () => void }) {
  const t = useT()
  const detail = useApi<RevisionDetail>(`/api/admin/revisions/${rev}`)
  const { run, busy, dialog } = useAdminAction()
  const [onlyDiffering, setOnlyDiffering] = useState(true)
  const data = detail.data
  if (!data) return <LoadState error={detail.error} onRetry={detail.reload} />

  const record = (data.record ?? {}) as Record<string, unknown>
  const current = data.current as Record<string, unknown> | null
  const differs = new Set(data.differs)
  const changed = new Set(data.changed)
  // With nothing differing, every field is shown (the filter would leave none).
  const filtered = onlyDiffering && differs.size > 0
  const keys = Object.keys({ ...record, ...(current ?? {}) }).filter(
    (key) => key !== 'id' && (!filtered || differs.has(key)),
  )
  const when = formatWhen(data.revision.at)
  const by = data.revision.by === 'system' ? t('admin.revisions.system') : data.revision.by

  const restore = () =>
    void run<RestoreReply>({
      key: 'restore',
      confirm: {
        title: t('admin.revisions.confirmTitle'),
        message: t('admin.revisions.confirmText', { when, by }),
        confirmLabel: t('admin.revisions.confirm'),
      },
      request: () => api<RestoreReply>(`/api/admin/revisions/${rev}/restore`, { method: 'POST' }),
      success: { id: 'admin.revisions.restored' },
      failedWith: 'admin.revisions.restoreError',
      failed: 'admin.revisions.restoreFailed',
      onDone: onRestored,
    })

  return (
    <section className="revisions__compare" aria-label={t('admin.revisions.rev', { rev })}>
      <div className="revisions__toolbar">
        <label className="revisions__toggle">
          <input
            type="checkbox"
            checked={onlyDiffering}
            onChange={(event) => setOnlyDiffering(event.target.checked)}
          />
          {t('admin.revisions.onlyDiffering')}
        </label>
        <button
          type="button"
          className="admin-button admin-button--primary"
          disabled={busy === 'restore' || (current !== null && differs.size === 0)}
          onClick={restore}
        >
          {t('admin.revisions.restore')}
        </button>
      </div>
      <div className="revisions__grid" role="table">
        <div className="revisions__row revisions__row--head" role="row">
          <span role="columnheader">{t('admin.revisions.field')}</span>
          <span role="columnheader">{t('admin.revisions.thisVersion', { when })}</span>
          <span role="columnheader">{t('admin.revisions.current')}</span>
        </div>
        {current !== null && differs.size === 0 && (
          <p className="revisions__same">{t('admin.revisions.same')}</p>
        )}
        {keys.map((key) => (
          <div key={key} role="row" className={`revisions__row${differs.has(key) ? ' is-different' : ''}`}>
            <span role="rowheader" className="revisions__field">
              <FieldName collection={data.revision.collection} name={key} />
              {changed.has(key) && <small>{t('admin.revisions.changedHere')}</small>}
            </span>
            <span
              role="cell"
              className="revisions__value"
              data-label={t('admin.revisions.thisVersion', { when })}
            >
              <ValueView value={record[key]} />
            </span>
            <span role="cell" className="revisions__value" data-label={t('admin.revisions.current')}>
              {current === null ? (
                <em>{t('admin.revisions.deleted')}</em>
              ) : (
                <ValueView value={current[key]} />
              )}
            </span>
          </div>
        ))}
      </div>
      {dialog}
    </section>
  )
}

/** A field's name in plain Turkish; a key without one is shown as stored, in code style. */
function FieldName({ collection, name }: { collection: string; name: string }) {
  const t = useT()
  const { label, known } = fieldName(t, collection, name)
  return known ? <span>{label}</span> : <code>{label}</code>
}
