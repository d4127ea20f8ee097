import { describe, expect, it } from 'vitest'
import messages from '../../../shared/i18n/locales/tr/admin.json'
import type { AdminMessageId } from '../lib/i18n.ts'
import { dueText, eventText, whoText } from './desk-texts.ts'

const HOUR = 3600_000
const now = Date.parse('2026-05-04T12:00:00.000Z')
const due = (hoursFromNow: number, handled = false) => ({
  due_at: new Date(now + hoursFromNow * HOUR).toISOString(),
  handled,
})
/** The Turkish text, filled the simple way the tests need. */
function say(text: { id: AdminMessageId; values?: Record<string, string | number> } | string): string {
  if (typeof text === 'string') return text
  let out = (messages as Record<string, string>)[text.id] ?? text.id
  for (const [key, value] of Object.entries(text.values ?? {})) out = out.replace(`{${key}}`, String(value))
  return out
}
const label = (id: AdminMessageId) => say({ id })

describe('desk texts', () => {
  it('says how late an open request is, or how long is left; nothing once handled', () => {
    expect(say(dueText(due(5.5), now)!)).toBe('5 saat kaldı')
    expect(say(dueText(due(0.2), now)!)).toBe('1 saatten az kaldı')
    expect(dueText(due(-2.5), now)).toMatchObject({ late: true })
    expect(say(dueText(due(-2.5), now)!)).toBe('2 saat gecikti')
    expect(say(dueText(due(-0.5), now)!)).toBe('Süresi doldu')
    expect(say(dueText(due(-75), now)!)).toBe('3 gün gecikti')
    expect(dueText(due(-30, true), now)).toBeNull()
  })

  it('writes each timeline event in plain Turkish', () => {
    const at = '2026-05-04T12:00:00.000Z'
    expect(say(eventText({ at, by: 'selin', kind: 'status', from: 'new', to: 'in_progress' }, label))).toBe(
      'Durumu değiştirdi: Yeni → İşlemde',
    )
    expect(say(eventText({ at, by: 'selin', kind: 'assignee', from: '', to: 'murat' }, label))).toBe(
      'Sorumlu olarak murat seçildi',
    )
    expect(
      say(eventText({ at, by: 'system', kind: 'mail', detail: 'acknowledgement', to: 'failed' }, label)),
    ).toBe('Müşteriye alındı maili gönderilemedi')
    expect(say(eventText({ at, by: 'buyer', kind: 'quotation', to: 'accepted' }, label))).toBe(
      'Müşteri teklifi kabul etti',
    )
    expect(say(whoText('system'))).toBe('Sistem')
    expect(say(whoText('selin'))).toBe('selin')
  })
})
