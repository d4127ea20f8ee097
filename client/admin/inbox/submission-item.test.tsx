import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import admin from '../../../shared/i18n/locales/tr/admin.json'
import technical from '../../../shared/i18n/locales/tr/technical.json'
import { emptyVocabularies, type Vocabularies } from '../../../shared/schemas/technical.ts'
import type { Submission } from '../../../shared/schemas/submission.ts'
import { SAMPLE_LINES } from '../../../test/helpers/stored-quote.ts'
import { SubmissionItem } from './submission-item.tsx'

const vocabularies: Vocabularies = {
  ...emptyVocabularies(),
  materials: [
    { id: 'carbon-steel', label_tr: 'Karbon çeliği', label_en: 'Carbon steel', label_es: 'Acero al carbono' },
  ],
  classes: [{ id: '8.8', label_tr: '8.8', label_en: '8.8', label_es: '8.8' }],
  finishes: [{ id: 'zinc-white', label_tr: 'Çinko (beyaz)', label_en: 'Zinc', label_es: 'Cincado' }],
}

const time = '2026-03-10T12:00:00.000Z'
const quote: Submission = {
  id: 'q-1',
  kind: 'quote',
  created_at: time,
  lang: 'es',
  fields: { name: 'Ana García', email: 'ana@compras.example' },
  attachments: [],
  reference: 'Q-2026-00042',
  items: SAMPLE_LINES,
  delivery: { state: 'sent', attempts: 1, last_error: '', next_attempt_at: '', sent_at: time },
  acknowledgement: { state: 'sent', attempts: 1, last_error: '', next_attempt_at: '', sent_at: time },
  status: 'new',
  due_at: '2026-03-11T12:00:00.000Z',
  handled: false,
}

function render(submission: Submission, vocabulary: Vocabularies | undefined = vocabularies): string {
  return renderToString(
    <IntlProvider locale="tr" messages={{ ...admin, ...technical }}>
      <MemoryRouter>
        <SubmissionItem
          submission={submission}
          vocabularies={vocabulary}
          busy={null}
          onHandled={() => {}}
          onRetry={() => {}}
          onRetryAcknowledgement={() => {}}
          onDelete={() => {}}
          onDownload={() => {}}
        />
      </MemoryRouter>
    </IntlProvider>,
  )
}

/** The visible text, tags dropped and entities read. */
const text = (html: string) =>
  html
    // React's separators between adjacent texts are no space.
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe('a quote with lines in the inbox', () => {
  it('shows the reference, a table of the lines with Turkish labels and links, and the acknowledgement state', () => {
    const html = render(quote)
    const shown = text(html)
    expect(shown).toContain('Talep no: Q-2026-00042')
    expect(shown).toContain('Teklif talebi (3 satır)')
    expect(shown).toContain('İstenen ürünler (3 satır)')
    for (const title of ['Ürün', 'Ölçü', 'Boy', 'Malzeme', 'Kalite sınıfı', 'Yüzey', 'Miktar', 'Not'])
      expect(html).toContain(`>${title}</th>`)
    expect(html).toContain('href="/urunler/din-933-alti-kose-basli-civata"')
    expect(shown).toContain('DIN 933 Altı Köşe Başlı Cıvata')
    expect(shown).toMatch(
      /1 DIN 933 Altı Köşe Başlı Cıvata .*· DIN 933 M8 30 mm Karbon çeliği 8\.8 Çinko \(beyaz\) 12\.000 adet/,
    )
    // A term the vocabularies lack shows its id; a free line is marked and shows the buyer's words as text.
    expect(shown).toContain('M10 125 mm a2 – – 500 adet')
    expect(shown).toContain('serbest satır Özel pim Ø6 x 40, çizime göre <b>acil</b>')
    expect(html).not.toContain('<b>acil')
    expect(html).not.toContain('<script>')
    expect(shown).toContain('<script>alert("x")</script> & ambalaj')
    expect(shown).toContain('Alındı maili gönderildi')
  })

  it('says in plain words when the acknowledgement waits, failed or was stopped by the daily limit', () => {
    const waiting = render({
      ...quote,
      acknowledgement: {
        state: 'waiting',
        attempts: 2,
        last_error: 'connect ECONNREFUSED',
        next_attempt_at: time,
        sent_at: '',
      },
    })
    expect(text(waiting)).toContain('Alındı maili gönderilmeyi bekliyor · deneme: 2 (connect ECONNREFUSED)')
    const failed = render({
      ...quote,
      acknowledgement: {
        state: 'failed',
        attempts: 10,
        last_error: 'mailbox unavailable',
        next_attempt_at: '',
        sent_at: '',
      },
    })
    expect(text(failed)).toContain('Alındı maili gönderilemedi (10 deneme): mailbox unavailable')
    expect(text(failed)).toContain('Alındı mailini yeniden gönder')
    expect(text(waiting)).not.toContain('Alındı mailini yeniden gönder')
    const capped = render({
      ...quote,
      acknowledgement: { state: 'capped', attempts: 0, last_error: '', next_attempt_at: '', sent_at: '' },
    })
    expect(text(capped)).toContain('Günlük sınır: alındı maili gönderilmedi')
    expect(text(capped)).not.toContain('Alındı mailini yeniden gönder')
  })

  it('shows a request without lines or acknowledgement as before', () => {
    const { items: _items, reference: _reference, acknowledgement: _ack, ...plain } = quote
    const shown = text(render({ ...plain, fields: { ...plain.fields, productType: 'Somun M10' } }, undefined))
    expect(shown).toContain('Somun M10')
    expect(shown).not.toContain('Talep no')
    expect(shown).not.toContain('İstenen ürünler')
    expect(shown).not.toContain('Alındı maili')
  })
})
