import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useT } from '../lib/i18n.ts'
import { Card } from './card.tsx'
import { FormActions } from './form-actions.tsx'

/**
 * The create or edit form that opens above a list (a slide, a block's card), scrolled into view as
 * it opens, with Save and Cancel at its foot. `onSubmit` checks the fields and returns the save it
 * started, or nothing when a field is wrong; Save reads "Kaydediliyor..." until the save ends.
 */
export function EditForm({
  title,
  onSubmit,
  onCancel,
  children,
}: {
  title: string
  onSubmit: () => Promise<void> | undefined
  onCancel: () => void
  children: ReactNode
}) {
  const t = useT()
  const [saving, setSaving] = useState(false)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    box.current?.scrollIntoView({ block: 'start' })
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const save = onSubmit()
    if (!save) return
    setSaving(true)
    await save
    setSaving(false)
  }

  return (
    <div ref={box} className="admin-scroll-target">
      <Card title={title} className="admin-card--form">
        <form noValidate onSubmit={submit} className="admin-form">
          {children}
          <FormActions saving={saving} label={t('admin.save')} onCancel={onCancel} />
        </form>
      </Card>
    </div>
  )
}
