import { History } from 'lucide-react'
import { useState } from 'react'
import type { RevisionCollection } from '../../../shared/schemas/history.ts'
import { useT } from '../lib/i18n.ts'
import { RevisionsPanel } from './revisions-panel.tsx'

/**
 * "Geçmiş": opens a record's earlier versions beside its current one, with "Bu sürümü geri yükle". One line on any
 * screen that edits a content record: `<HistoryButton collection="settings" />` (a single document), or with the
 * record's `id` (a product). The page reloads when the panel closes after a restore, so its form shows what was
 * brought back.
 */
export function HistoryButton({ collection, id }: { collection: RevisionCollection; id?: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="admin-button revisions-button" onClick={() => setOpen(true)}>
        <History size={16} aria-hidden="true" />
        {t('admin.revisions.button')}
      </button>
      {open && (
        <RevisionsPanel
          collection={collection}
          id={id ?? collection}
          onClose={(restored) => {
            setOpen(false)
            if (restored) window.location.reload()
          }}
        />
      )}
    </>
  )
}

/** The button on its own line, at the right: one line above a screen's form. */
export function HistoryBar(props: { collection: RevisionCollection; id?: string }) {
  return (
    <div className="revisions-bar">
      <HistoryButton {...props} />
    </div>
  )
}
