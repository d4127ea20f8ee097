import { type FormEvent, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { MAX_QUOTE_ITEMS, QUOTE_PASTE_MAX } from '../../../../shared/quote-items.ts'
import type { ParsedQuoteItem } from '../../../../shared/schemas/quote-item.ts'
import { Icon } from '../../../components/icon.tsx'
import { useLang } from '../../../lib/lang.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useLocation } from 'react-router'
import { FormAlert } from '../../components/forms/form-alert.tsx'

type Outcome = { tone: 'success' | 'error'; messages: { id: string; count?: number }[] }

/**
 * "Paste your bill of materials": with scripts the lines are read by `POST /api/quote/parse` and added to the list;
 * without, the box is a plain form posted to this page, which the server answers with the lines read.
 */
export function PasteBox() {
  const intl = useIntl()
  const lang = useLang()
  const { pathname } = useLocation()
  const id = useId()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!text.trim()) return setOutcome({ tone: 'error', messages: [{ id: 'quoteList.paste.none' }] })
    setBusy(true)
    setOutcome(null)
    try {
      const response = await fetch('/api/quote/parse', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ text, lang }),
      })
      if (!response.ok) throw new Error(String(response.status))
      const { items } = (await response.json()) as { items: ParsedQuoteItem[] }
      const { addParsed } = await import('./paste-apply.ts')
      const { read, added, toCheck } = addParsed(items)
      if (read === 0) return setOutcome({ tone: 'error', messages: [{ id: 'quoteList.paste.none' }] })
      const messages: Outcome['messages'] = [{ id: 'quoteList.paste.added', count: added }]
      if (toCheck > 0) messages.push({ id: 'quoteList.paste.toCheck', count: toCheck })
      if (added < read) messages.push({ id: 'quoteList.add.full' })
      setOutcome({ tone: 'success', messages })
      setText('')
    } catch {
      setOutcome({ tone: 'error', messages: [{ id: 'quoteList.paste.failed' }] })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="quote-paste"
      method="post"
      action={pathname}
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="quote-paste__title">
        <FormattedMessage id="quoteList.paste.title" />
      </h2>
      <p id={`${id}-help`} className="quote-paste__help">
        <FormattedMessage id="quoteList.paste.help" />
      </p>
      <label className="visually-hidden" htmlFor={`${id}-bom`}>
        <FormattedMessage id="quoteList.paste.title" />
      </label>
      <textarea
        id={`${id}-bom`}
        name="bom"
        className="field__control quote-paste__text"
        rows={4}
        maxLength={QUOTE_PASTE_MAX}
        aria-describedby={`${id}-help`}
        placeholder={'DIN 933 M8x30 8.8 zinc 5000\nISO 4032 M8 A2 2000'}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {outcome && (
        <FormAlert tone={outcome.tone}>
          {outcome.messages.map((message) => (
            <p key={message.id} className="form-alert__message">
              {intl.formatMessage(
                { id: message.id },
                { count: message.count, max: formatNumber(MAX_QUOTE_ITEMS, lang) },
              )}
            </p>
          ))}
        </FormAlert>
      )}
      <button type="submit" className="button button--outline quote-paste__submit" disabled={busy}>
        <Icon name={busy ? 'loader-circle' : 'clipboard-list'} size={18} />
        <FormattedMessage id={busy ? 'quoteList.paste.reading' : 'quoteList.paste.submit'} />
      </button>
    </form>
  )
}
