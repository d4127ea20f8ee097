import { type FormEvent, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { QuotationPageData } from '../../../../shared/pages/quotation.ts'
import { localizePath } from '../../../../shared/routes.ts'
import { useLang } from '../../../lib/lang.ts'
import { usePageData } from '../../../lib/page-data.tsx'
import { FormAlert } from '../../components/forms/form-alert.tsx'
import { PageLoading } from '../../components/page-state.tsx'

type Answered = Pick<QuotationPageData, 'state' | 'answer'>

/** The buyer's quotation: the letterhead, lines and total, conditions, the PDF, and the accept and decline forms. */
export default function QuotationPage() {
  const data = usePageData('quotation')
  const [answered, setAnswered] = useState<Answered | null>(null)
  if (!data) return <PageLoading />
  const view = { ...data, ...answered }
  return (
    <div className="quotation">
      <div className="container quotation__sheet">
        <header className="quotation__head">
          <div>
            <p className="quotation__company">{view.company.name}</p>
            <p className="quotation__contact">
              {[view.company.address, view.company.phone, view.company.email].filter(Boolean).join(' · ')}
            </p>
          </div>
          <div className="quotation__title-block">
            <h1 className="quotation__title">
              <FormattedMessage id="quotation.title" />
            </h1>
            <p className="quotation__reference">{view.reference}</p>
          </div>
        </header>
        <dl className="quotation__facts">
          <Fact
            id="quotation.buyer"
            value={[view.buyer.company, view.buyer.name].filter(Boolean).join(' · ')}
          />
          <Fact id="quotation.date" value={view.date} />
          <Fact id="quotation.validUntil" value={view.validUntil} />
        </dl>
        {view.state === 'expired' ? <Expired validUntil={view.validUntil} /> : <Lines view={view} />}
        {view.state !== 'expired' && <Conditions view={view} />}
        {view.state === 'open' && <AnswerForms token={view.token} onAnswered={setAnswered} />}
        {(view.state === 'accepted' || view.state === 'declined') && view.answer && (
          <FormAlert tone="success">
            <p className="form-alert__message">
              <FormattedMessage
                id={view.state === 'accepted' ? 'quotation.accepted' : 'quotation.declined'}
                values={{ name: view.answer.name ?? '', date: view.answer.at }}
              />
            </p>
          </FormAlert>
        )}
      </div>
    </div>
  )
}

function Fact({ id, value }: { id: string; value: string }) {
  if (!value) return null
  return (
    <div className="quotation__fact">
      <dt>
        <FormattedMessage id={id} />
      </dt>
      <dd>{value}</dd>
    </div>
  )
}

function Lines({ view }: { view: QuotationPageData }) {
  const lang = useLang()
  const intl = useIntl()
  // On a phone the header row is hidden and each value carries its column's name.
  const label = (id: string) => intl.formatMessage({ id })
  return (
    <>
      <div className="quotation__table-wrap">
        <table className="quotation__table">
          <thead>
            <tr>
              <th scope="col" className="quotation__num">
                <FormattedMessage id="quotation.column.number" />
              </th>
              <th scope="col">
                <FormattedMessage id="quotation.column.item" />
              </th>
              <th scope="col" className="quotation__right">
                <FormattedMessage id="quotation.column.quantity" />
              </th>
              <th scope="col" className="quotation__right">
                <FormattedMessage id="quotation.column.unitPrice" />
              </th>
              <th scope="col" className="quotation__right">
                <FormattedMessage id="quotation.column.amount" />
              </th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line) => (
              <tr key={line.number}>
                <td className="quotation__num">{line.number}</td>
                <td>
                  <span className="quotation__item">{line.title}</span>
                  {line.detail && <span className="quotation__detail">{line.detail}</span>}
                </td>
                <td className="quotation__right" data-label={label('quotation.column.quantity')}>
                  {line.quantity}
                </td>
                <td className="quotation__right" data-label={label('quotation.column.unitPrice')}>
                  {line.unitPrice}
                  <span className="quotation__per">{line.per}</span>
                </td>
                <td
                  className="quotation__right quotation__amount"
                  data-label={label('quotation.column.amount')}
                >
                  {line.amount}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="quotation__right">
                <FormattedMessage id="quotation.total" />
              </th>
              <td className="quotation__right quotation__total">{view.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="quotation__download">
        <a
          className="button button--outline"
          href={`/api/quotations/${encodeURIComponent(view.token)}/pdf?lang=${lang}`}
          download
        >
          <FormattedMessage id="quotation.download" />
        </a>
      </p>
    </>
  )
}

function Conditions({ view }: { view: QuotationPageData }) {
  const blocks = [
    ['quotation.delivery', view.delivery],
    ['quotation.terms', view.terms],
    ['quotation.note', view.note],
  ].filter(([, text]) => text?.trim())
  if (blocks.length === 0) return null
  return (
    <dl className="quotation__conditions">
      {blocks.map(([id, text]) => (
        <div key={id} className="quotation__condition">
          <dt>
            <FormattedMessage id={id} />
          </dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  )
}

function Expired({ validUntil }: { validUntil: string }) {
  const lang = useLang()
  return (
    <section className="quotation__expired" role="status">
      <h2>
        <FormattedMessage id="quotation.expired.title" />
      </h2>
      <p>
        <FormattedMessage id="quotation.expired.text" values={{ date: validUntil }} />
      </p>
      <a className="button button--accent" href={localizePath(lang, '/iletisim')}>
        <FormattedMessage id="quotation.expired.contact" />
      </a>
    </section>
  )
}

function AnswerForms({ token, onAnswered }: { token: string; onAnswered: (answered: Answered) => void }) {
  const intl = useIntl()
  const lang = useLang()
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null)
  const [error, setError] = useState('')

  const post = async (event: FormEvent<HTMLFormElement>, kind: 'accept' | 'decline') => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const name = String(form.get('name') ?? '').trim()
    const body =
      kind === 'accept'
        ? { name, po_number: String(form.get('po_number') ?? '') }
        : { reason: String(form.get('reason') ?? '') }
    setBusy(kind)
    setError('')
    try {
      const response = await fetch(`/api/quotations/${encodeURIComponent(token)}/${kind}?lang=${lang}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => ({}))) as { error?: string }
      if (!response.ok) throw new Error(answer.error || intl.formatMessage({ id: 'quotation.error.server' }))
      const at = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date())
      onAnswered(
        kind === 'accept'
          ? { state: 'accepted', answer: { at, name } }
          : { state: 'declined', answer: { at } },
      )
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className="quotation__answer">
      {error && (
        <FormAlert tone="error">
          <p className="form-alert__message">{error}</p>
        </FormAlert>
      )}
      <form className="form-card quotation__accept" onSubmit={(event) => void post(event, 'accept')}>
        <h2 className="form-card__title">
          <FormattedMessage id="quotation.accept.title" />
        </h2>
        <p className="form-card__note">
          <FormattedMessage id="quotation.accept.text" />
        </p>
        <label className="field">
          <span className="field__label">
            <FormattedMessage id="quotation.accept.name" />
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </span>
          <input className="field__control" name="name" required maxLength={200} autoComplete="name" />
        </label>
        <label className="field">
          <span className="field__label">
            <FormattedMessage id="quotation.accept.po" />
          </span>
          <input className="field__control" name="po_number" maxLength={100} />
        </label>
        <button type="submit" className="button button--accent" disabled={busy !== null}>
          <FormattedMessage id={busy === 'accept' ? 'quotation.sending' : 'quotation.accept.submit'} />
        </button>
      </form>
      <form className="form-card quotation__decline" onSubmit={(event) => void post(event, 'decline')}>
        <h2 className="form-card__title">
          <FormattedMessage id="quotation.decline.title" />
        </h2>
        <label className="field">
          <span className="field__label">
            <FormattedMessage id="quotation.decline.reason" />
          </span>
          <textarea className="field__control" name="reason" rows={3} maxLength={2000} />
        </label>
        <button type="submit" className="button button--outline" disabled={busy !== null}>
          <FormattedMessage id={busy === 'decline' ? 'quotation.sending' : 'quotation.decline.submit'} />
        </button>
      </form>
    </div>
  )
}
