import { type FormEvent, useState } from 'react'
import type { BlockHeader } from '../../../shared/schemas/blocks.ts'
import { Card } from '../components/card.tsx'
import { FormActions } from '../components/form-actions.tsx'
import { LocalizedFields } from '../components/localized-fields.tsx'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useUnsavedForm } from '../lib/unsaved-changes.ts'
import type { BlockData } from './block-config.ts'

function titlesOf(block: BlockData): BlockHeader {
  return {
    title_tr: block.title_tr,
    title_en: block.title_en,
    title_es: block.title_es,
    subtitle_tr: block.subtitle_tr,
    subtitle_en: block.subtitle_en,
    subtitle_es: block.subtitle_es,
  }
}

/** The block's title and subtitle in three languages (POST /api/admin/<block>). */
export function BlockHeaderForm({ api: path, block }: { api: string; block: BlockData }) {
  const t = useT()
  const { run, busy } = useAdminAction()
  const [titles, setTitles] = useState(() => titlesOf(block))
  const [saved, setSaved] = useState(titles)
  useUnsavedForm(saved, titles)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const sent = titles
    void run({
      key: 'save',
      request: () => api(path, { method: 'POST', body: sent }),
      success: { id: 'admin.block.headerSaved' },
      failedWith: 'admin.block.headerError',
      failed: 'admin.block.headerErrorGeneric',
      onDone: () => setSaved(sent),
    })
  }

  const change = (key: keyof BlockHeader, value: string) =>
    setTitles((current) => ({ ...current, [key]: value }))
  return (
    <Card title={t('admin.block.header')}>
      <form noValidate onSubmit={submit} className="admin-form">
        <LocalizedFields
          label={t('admin.block.title')}
          base="title"
          values={titles}
          onChange={change}
          maxLength={200}
        />
        <LocalizedFields
          label={t('admin.block.subtitle')}
          base="subtitle"
          values={titles}
          onChange={change}
          multiline
          rows={2}
          maxLength={500}
        />
        <FormActions saving={busy !== null} label={t('admin.block.saveHeader')} />
      </form>
    </Card>
  )
}
