import { ImageOff, Plus } from 'lucide-react'
import { useCallback, useState } from 'react'
import { CARD_TEXTS, hasMissing, missingLangs } from '../../../shared/translations.ts'
import { Card } from '../components/card.tsx'
import { type Column, DataTable } from '../components/data-table.tsx'
import { LoadState } from '../components/load-state.tsx'
import { MissingBadge, MissingFilter } from '../components/missing-filter.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { HistoryBar } from '../revisions/history-button.tsx'
import { EditDeleteActions } from '../components/row-actions.tsx'
import { StatusBadge } from '../components/status-badge.tsx'
import { api } from '../lib/api.ts'
import { type AdminMessageId, useT } from '../lib/i18n.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useApi } from '../lib/use-api.ts'
import { useEditParam, useMissingFilter } from '../lib/use-list-params.ts'
import { confirmDiscard } from '../lib/unsaved-changes.ts'
import { BlockHeaderForm } from './block-header-form.tsx'
import { type AnyCard, type BlockConfig, type BlockData, ICONS } from './block-config.ts'
import { CardForm } from './card-form.tsx'

/**
 * The screen of a home block (/admin/portfolio, /admin/home-stats, /admin/corporate-cards): block
 * titles and subtitles in three languages, then the cards with create, edit and delete.
 * Failures are shown (the old site was silent). `?missing=1` lists only cards missing a
 * translation, `?edit=<id>` opens one.
 */
export function BlockPage({ config }: { config: BlockConfig }) {
  const { block } = config
  const t = useT()
  const state = useApi<BlockData>(config.api)
  const [editing, setEditing] = useState<{ card: AnyCard | null; key: number } | null>(null)
  const { dialog, run } = useAdminAction()
  const cards = state.data ? [...state.data.cards].sort((a, b) => a.order - b.order) : []
  const nextOrder = Math.max(0, ...cards.map((card) => card.order)) + 1
  const [missingOnly, setMissingOnly] = useMissingFilter()
  // Opening another card replaces the form: asked first when it holds changes.
  const open = useCallback(
    (card: AnyCard | null) =>
      void confirmDiscard('card').then((discard) => discard && setEditing({ card, key: Date.now() })),
    [],
  )
  const edit = useCallback((card: AnyCard) => open(card), [open])
  useEditParam(state.data?.cards, edit)
  const missing = cards.filter((card) => hasMissing(card, CARD_TEXTS[block]))
  const shown = missingOnly ? missing : cards

  const save = async (body: Record<string, unknown>) => {
    const card = editing?.card
    await run({
      request: () =>
        card
          ? api(`${config.api}/cards/${encodeURIComponent(card.id)}`, { method: 'PUT', body })
          : api(`${config.api}/cards`, { method: 'POST', body }),
      success: { id: 'admin.block.cardSaved' },
      failedWith: 'admin.block.cardError',
      failed: 'admin.block.cardErrorGeneric',
      onDone: () => {
        setEditing(null)
        state.reload()
      },
    })
  }

  const remove = (card: AnyCard) =>
    run({
      confirm: {
        title: t('admin.block.deleteTitle'),
        message: t('admin.block.confirmDelete', { name: card.title_tr || String(card.order) }),
      },
      request: () => api(`${config.api}/cards/${encodeURIComponent(card.id)}`, { method: 'DELETE' }),
      success: { id: 'admin.block.cardDeleted' },
      failedWith: 'admin.block.cardDeleteError',
      failed: 'admin.block.cardDeleteErrorGeneric',
      onDone: () => {
        if (editing?.card?.id === card.id) setEditing(null)
        state.reload()
      },
    })

  const columns: Column<AnyCard>[] = [
    {
      key: 'order',
      header: t('admin.block.order'),
      label: t('admin.block.order'),
      className: 'admin-table__num',
      cell: (card) => card.order,
    },
    {
      key: 'visual',
      header: <span className="visually-hidden">{t('admin.block.visual')}</span>,
      className: 'admin-table__thumb-cell',
      cell: (card) => {
        if ('icon' in card) {
          const Icon = ICONS[card.icon]
          return (
            <span
              className="admin-thumb admin-thumb--icon"
              title={t(`admin.icon.${card.icon}` as AdminMessageId)}
            >
              {Icon && <Icon size={20} aria-hidden="true" />}
              <span className="visually-hidden">{t(`admin.icon.${card.icon}` as AdminMessageId)}</span>
            </span>
          )
        }
        return 'image' in card && card.image ? (
          <img className="admin-thumb" src={card.image} alt="" loading="lazy" />
        ) : (
          <span className="admin-thumb admin-thumb--empty">
            <ImageOff size={18} aria-hidden="true" />
          </span>
        )
      },
    },
    {
      key: 'title',
      header: t('admin.block.cardTitle'),
      label: t('admin.block.cardTitle'),
      cell: (card) => (
        <div className="admin-names">
          <strong>
            {'value' in card && card.value ? <span className="admin-stat-value">{card.value}</span> : null}
            {card.title_tr}
          </strong>
          <span className="admin-names__other">
            {'subtitle_tr' in card ? card.subtitle_tr : 'description_tr' in card ? card.description_tr : ''}
          </span>
          <MissingBadge langs={missingLangs(card, CARD_TEXTS[block])} />
        </div>
      ),
    },
    {
      key: 'status',
      header: t('admin.status'),
      label: t('admin.status'),
      cell: (card) => <StatusBadge active={card.is_active} />,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('admin.actions')}</span>,
      className: 'admin-table__actions',
      cell: (card) => (
        <EditDeleteActions name={card.title_tr} onEdit={() => edit(card)} onDelete={() => remove(card)} />
      ),
    },
  ]

  return (
    <>
      <PageHeader title={t(config.title)} intro={t(config.intro)} />
      <HistoryBar collection={config.block} />
      {!state.data ? (
        <LoadState error={state.error} onRetry={state.reload} />
      ) : (
        <>
          <BlockHeaderForm key={block} api={config.api} block={state.data} />
          {editing && (
            <CardForm
              key={editing.key}
              config={config}
              card={editing.card}
              defaultOrder={nextOrder}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          )}
          <Card
            title={t('admin.block.cards', { count: cards.length })}
            actions={
              <div className="admin-list-filters">
                <MissingFilter checked={missingOnly} onChange={setMissingOnly} count={missing.length} />
                <button
                  type="button"
                  className="admin-button admin-button--primary admin-button--sm"
                  onClick={() => open(null)}
                >
                  <Plus size={15} aria-hidden="true" />
                  {t('admin.block.newCard')}
                </button>
              </div>
            }
          >
            <DataTable
              caption={t('admin.block.cards', { count: cards.length })}
              rows={shown}
              columns={columns}
              rowKey={(card) => card.id}
              rowClassName={(card) => (card.is_active ? undefined : 'is-inactive')}
              empty={missingOnly ? t('admin.translation.noneMissing') : t('admin.block.empty')}
            />
          </Card>
        </>
      )}
      {dialog}
    </>
  )
}
