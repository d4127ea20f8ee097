import { Eye, EyeOff, Plus, RefreshCw } from 'lucide-react'
import { useCallback, useState } from 'react'
import type { Slider, SliderInput } from '../../../shared/schemas/slider.ts'
import { hasMissing, missingLangs, SLIDER_TEXTS } from '../../../shared/translations.ts'
import { Card } from '../components/card.tsx'
import { LoadState } from '../components/load-state.tsx'
import { MissingBadge, MissingFilter } from '../components/missing-filter.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { EditDeleteActions, RowAction } from '../components/row-actions.tsx'
import { StatusBadge } from '../components/status-badge.tsx'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useApi } from '../lib/use-api.ts'
import { useEditParam, useMissingFilter } from '../lib/use-list-params.ts'
import { confirmDiscard } from '../lib/unsaved-changes.ts'
import { SliderForm } from './slider-form.tsx'

/**
 * /admin/sliders: slides by sort order, create/edit form, hide/show, delete, rescan the uploads
 * folder; `?missing=1` shows only slides missing a translation, `?edit=<id>` opens one.
 */
export function SlidersPage() {
  const t = useT()
  const sliders = useApi<Slider[]>('/api/admin/sliders')
  const [editing, setEditing] = useState<{ slider: Slider | null; key: number } | null>(null)
  const { dialog, run, busy } = useAdminAction()
  const [missingOnly, setMissingOnly] = useMissingFilter()
  // Opening another slide replaces the form: asked first when it holds changes.
  const open = useCallback(
    (slider: Slider | null) =>
      void confirmDiscard('slider').then((discard) => discard && setEditing({ slider, key: Date.now() })),
    [],
  )
  const edit = useCallback((slider: Slider) => open(slider), [open])
  useEditParam(sliders.data, edit)
  const missing = sliders.data?.filter((slider) => hasMissing(slider, SLIDER_TEXTS))
  const shown = missingOnly ? missing : sliders.data

  const nextOrder = Math.max(-1, ...(sliders.data ?? []).map((slider) => slider.sort_order)) + 1

  const save = (id: string | null, body: SliderInput, key?: string) =>
    run({
      key,
      request: () =>
        id
          ? api(`/api/admin/sliders/${encodeURIComponent(id)}`, { method: 'PUT', body })
          : api('/api/admin/sliders', { method: 'POST', body }),
      success: { id: 'admin.sliders.saved' },
      failed: 'admin.sliders.saveError',
      onDone: sliders.reload,
    })

  /** Hiding or showing a slide is an ordinary save of the whole record with is_active flipped. */
  const toggle = (slider: Slider) => {
    const { id, ...rest } = slider
    return save(id, { ...rest, is_active: !slider.is_active }, id)
  }

  const remove = (slider: Slider) =>
    run({
      confirm: {
        title: t('admin.sliders.deleteTitle'),
        message: t('admin.sliders.confirmDelete', { name: slider.alt_text || slider.image_url }),
      },
      request: () => api(`/api/admin/sliders/${encodeURIComponent(slider.id)}`, { method: 'DELETE' }),
      success: { id: 'admin.sliders.deleted' },
      failed: 'admin.sliders.deleteError',
      onDone: () => {
        if (editing?.slider?.id === slider.id) setEditing(null)
        sliders.reload()
      },
    })

  const rescan = () =>
    run({
      confirm: {
        title: t('admin.sliders.rescanTitle'),
        message: t('admin.sliders.rescanConfirm'),
        confirmLabel: t('admin.sliders.rescan'),
      },
      key: 'rescan',
      request: () => api<Slider[]>('/api/admin/rescan-slider-images', { method: 'POST' }),
      success: (list) => ({ id: 'admin.sliders.rescanned', values: { count: list.length } }),
      failed: 'admin.sliders.rescanError',
      onDone: (list) => sliders.setData(() => list),
    })

  return (
    <>
      <PageHeader
        title={t('admin.sliders.title')}
        intro={t('admin.sliders.intro')}
        actions={
          <>
            <button type="button" className="admin-button" onClick={rescan} disabled={busy === 'rescan'}>
              <RefreshCw size={16} aria-hidden="true" />
              {busy === 'rescan' ? t('admin.sliders.rescanning') : t('admin.sliders.rescan')}
            </button>
            <button type="button" className="admin-button admin-button--primary" onClick={() => open(null)}>
              <Plus size={16} aria-hidden="true" />
              {t('admin.sliders.new')}
            </button>
          </>
        }
      />
      {editing && (
        <SliderForm
          key={editing.key}
          slider={editing.slider}
          defaultOrder={nextOrder}
          onSave={async (body) => {
            const ok = await save(editing.slider?.id ?? null, body)
            if (ok) setEditing(null)
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <Card
        title={t('admin.sliders.listTitle', { count: sliders.data?.length ?? 0 })}
        actions={
          <MissingFilter checked={missingOnly} onChange={setMissingOnly} count={missing?.length ?? 0} />
        }
      >
        {!shown ? (
          <LoadState error={sliders.error} onRetry={sliders.reload} />
        ) : shown.length === 0 ? (
          <p className="admin-empty">
            {missingOnly ? t('admin.translation.noneMissing') : t('admin.sliders.empty')}
          </p>
        ) : (
          <ul className="admin-tiles">
            {shown.map((slider) => {
              const name = slider.alt_text || t('admin.sliders.noAlt')
              return (
                <li key={slider.id} className={`admin-tile${slider.is_active ? '' : ' is-inactive'}`}>
                  <img
                    className="admin-tile__image"
                    src={slider.image_url}
                    alt={slider.alt_text}
                    loading="lazy"
                  />
                  <div className="admin-tile__body">
                    <div className="admin-tile__meta">
                      <StatusBadge active={slider.is_active} />
                      <MissingBadge langs={missingLangs(slider, SLIDER_TEXTS)} />
                      <span className="admin-muted">
                        {t('admin.sliders.order', { order: slider.sort_order })}
                      </span>
                    </div>
                    <p className="admin-tile__title">{name}</p>
                    <EditDeleteActions
                      name={name}
                      onEdit={() => edit(slider)}
                      onDelete={() => remove(slider)}
                    >
                      <RowAction
                        icon={slider.is_active ? EyeOff : Eye}
                        text={slider.is_active ? t('admin.sliders.hide') : t('admin.sliders.show')}
                        label={
                          slider.is_active
                            ? t('admin.sliders.hideNamed', { name })
                            : t('admin.sliders.showNamed', { name })
                        }
                        disabled={busy === slider.id}
                        onClick={() => toggle(slider)}
                      />
                    </EditDeleteActions>
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </Card>
      {dialog}
    </>
  )
}
