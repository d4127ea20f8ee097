import { Eye, EyeOff, Pencil, Plus, RefreshCw, Trash } from 'lucide-react'
import { useState } from 'react'
import type { Slider } from '../../../shared/schemas/slider.ts'
import { Card } from '../components/card.tsx'
import { useConfirm } from '../components/confirm-dialog.tsx'
import { LoadState } from '../components/load-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { StatusBadge } from '../components/status-badge.tsx'
import { useToast } from '../components/toast.tsx'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { useApi } from '../lib/use-api.ts'
import { SliderForm, type SliderInput } from './slider-form.tsx'

/** /admin/sliders: slides by sort order, create/edit form, hide/show, delete, rescan the uploads folder. */
export function SlidersPage() {
  const t = useT()
  const toast = useToast()
  const sliders = useApi<Slider[]>('/api/admin/sliders')
  const [editing, setEditing] = useState<{ slider: Slider | null; key: number } | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [dialog, confirm] = useConfirm()

  const nextOrder = Math.max(-1, ...(sliders.data ?? []).map((slider) => slider.sort_order)) + 1

  const save = async (id: string | null, body: SliderInput): Promise<boolean> => {
    try {
      if (id) await api(`/api/admin/sliders/${encodeURIComponent(id)}`, { method: 'PUT', body })
      else await api('/api/admin/sliders', { method: 'POST', body })
      toast.success({ id: 'admin.sliders.saved' })
      sliders.reload()
      return true
    } catch {
      toast.error({ id: 'admin.sliders.saveError' })
      return false
    }
  }

  /** Spec section 4: the hide/show button resends the record with is_active flipped. */
  const toggle = async (slider: Slider) => {
    setBusy(slider.id)
    const { id, ...rest } = slider
    await save(id, { ...rest, is_active: !slider.is_active })
    setBusy(null)
  }

  const remove = async (slider: Slider) => {
    const ok = await confirm({
      title: t('admin.sliders.deleteTitle'),
      message: t('admin.sliders.confirmDelete', { name: slider.alt_text || slider.image_url }),
    })
    if (!ok) return
    try {
      await api(`/api/admin/sliders/${encodeURIComponent(slider.id)}`, { method: 'DELETE' })
      toast.success({ id: 'admin.sliders.deleted' })
      if (editing?.slider?.id === slider.id) setEditing(null)
      sliders.reload()
    } catch {
      toast.error({ id: 'admin.sliders.deleteError' })
    }
  }

  const rescan = async () => {
    const ok = await confirm({
      title: t('admin.sliders.rescanTitle'),
      message: t('admin.sliders.rescanConfirm'),
      confirmLabel: t('admin.sliders.rescan'),
    })
    if (!ok) return
    setBusy('rescan')
    try {
      const list = await api<Slider[]>('/api/admin/rescan-slider-images', { method: 'POST' })
      sliders.setData(() => list)
      toast.success({ id: 'admin.sliders.rescanned', values: { count: list.length } })
    } catch {
      toast.error({ id: 'admin.sliders.rescanError' })
    }
    setBusy(null)
  }

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
            <button
              type="button"
              className="admin-button admin-button--primary"
              onClick={() => setEditing({ slider: null, key: Date.now() })}
            >
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
      <Card title={t('admin.sliders.listTitle', { count: sliders.data?.length ?? 0 })}>
        {!sliders.data ? (
          <LoadState error={sliders.error} onRetry={sliders.reload} />
        ) : sliders.data.length === 0 ? (
          <p className="admin-empty">{t('admin.sliders.empty')}</p>
        ) : (
          <ul className="admin-tiles">
            {sliders.data.map((slider) => {
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
                      <span className="admin-muted">
                        {t('admin.sliders.order', { order: slider.sort_order })}
                      </span>
                    </div>
                    <p className="admin-tile__title">{name}</p>
                    <div className="admin-row-actions">
                      <button
                        type="button"
                        className="admin-button admin-button--sm"
                        aria-label={t('admin.editNamed', { name })}
                        onClick={() => setEditing({ slider, key: Date.now() })}
                      >
                        <Pencil size={15} aria-hidden="true" />
                        {t('admin.edit')}
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--sm"
                        aria-label={
                          slider.is_active
                            ? t('admin.sliders.hideNamed', { name })
                            : t('admin.sliders.showNamed', { name })
                        }
                        disabled={busy === slider.id}
                        onClick={() => toggle(slider)}
                      >
                        {slider.is_active ? (
                          <EyeOff size={15} aria-hidden="true" />
                        ) : (
                          <Eye size={15} aria-hidden="true" />
                        )}
                        {slider.is_active ? t('admin.sliders.hide') : t('admin.sliders.show')}
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--sm admin-button--danger-quiet"
                        aria-label={t('admin.deleteNamed', { name })}
                        onClick={() => remove(slider)}
                      >
                        <Trash size={15} aria-hidden="true" />
                        {t('admin.delete')}
                      </button>
                    </div>
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
