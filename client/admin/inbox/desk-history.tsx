import { type FormEvent, useEffect, useState } from 'react'
import { NOTE_MAX, type TimelineEvent } from '../../../shared/schemas/desk.ts'
import type { Submission } from '../../../shared/schemas/submission.ts'
import { formatDateTime } from '../../lib/format.ts'
import { useToast } from '../components/toast.tsx'
import { api, errorText } from '../lib/api.ts'
import { failure, useT } from '../lib/i18n.ts'
import { eventText, whoText } from './desk-texts.ts'

/**
 * Internal notes and the request's timeline (who did what, when), folded away until opened: the inbox loads no
 * timeline it does not show. Reloaded when the request's status or assignee changes while it is open.
 */
export function DeskHistory({ submission }: { submission: Submission }) {
  const t = useT()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [events, setEvents] = useState<TimelineEvent[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [text, setText] = useState('')
  const [saving, setSaving] = useState(false)
  const path = `/api/admin/submissions/${encodeURIComponent(submission.id)}`
  const version = `${submission.status}|${submission.assignee ?? ''}|${submission.quotation?.updated_at ?? ''}`

  useEffect(() => {
    if (!open) return
    let current = true
    api<TimelineEvent[]>(`${path}/timeline`)
      .then((loaded) => {
        if (!current) return
        setEvents(loaded)
        setFailed(false)
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [open, path, version])

  const addNote = async (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    setSaving(true)
    try {
      const note = await api<TimelineEvent>(`${path}/notes`, { method: 'POST', body: { text } })
      setEvents((list) => [...(list ?? []), note])
      setText('')
      toast.success({ id: 'admin.desk.noteAdded' })
    } catch (error) {
      toast.error(failure(errorText(error), 'admin.desk.noteError', 'admin.desk.noteErrorGeneric'))
    } finally {
      setSaving(false)
    }
  }

  const noteId = `note-${submission.id}`
  return (
    <details className="admin-desk-history" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('admin.desk.history')}</summary>
      <div className="admin-desk-history__body">
        <form className="admin-desk-history__form" onSubmit={addNote}>
          <label htmlFor={noteId} className="admin-desk__label">
            {t('admin.desk.noteLabel')}
          </label>
          <textarea
            id={noteId}
            className="admin-input admin-input--area"
            rows={2}
            maxLength={NOTE_MAX}
            value={text}
            placeholder={t('admin.desk.notePlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="admin-button admin-button--sm" disabled={saving || !text.trim()}>
            {saving ? t('admin.desk.addingNote') : t('admin.desk.addNote')}
          </button>
        </form>
        {failed && <p className="admin-alert admin-alert--error">{t('admin.desk.timelineError')}</p>}
        {!events && !failed && <p className="admin-muted">{t('admin.desk.timelineLoading')}</p>}
        {events && (
          <ol className="admin-timeline">
            {events.map((item, index) => {
              const what = eventText(item, (id) => t(id))
              const who = whoText(item.by)
              return (
                <li
                  key={`${item.at}-${String(index)}`}
                  className={`admin-timeline__event is-${item.kind}${item.kind === 'mail' && item.to === 'failed' ? ' is-failed' : ''}`}
                >
                  <p className="admin-timeline__line">
                    <strong>{typeof who === 'string' ? who : t(who.id)}</strong>{' '}
                    <span>{t(what.id, what.values)}</span>
                    <time className="admin-muted" dateTime={item.at}>
                      {formatDateTime(item.at, 'tr')}
                    </time>
                  </p>
                  {item.text && <p className="admin-timeline__text as-typed">{item.text}</p>}
                </li>
              )
            })}
          </ol>
        )}
      </div>
    </details>
  )
}
