import { describe, expect, it } from 'vitest'
import admin from '../../../shared/i18n/locales/tr/admin.json'
import technical from '../../../shared/i18n/locales/tr/technical.json'
import type { AdminMessageId } from '../lib/i18n.ts'
import { fieldName } from './field-names.ts'

const messages: Record<string, string> = { ...admin, ...technical }
const t = (id: AdminMessageId) => messages[id] ?? `missing:${id}`

describe('field names in the revisions view', () => {
  it('names stored fields in plain Turkish, with the language of a translated text', () => {
    expect(fieldName(t, 'products', 'sizes')).toEqual({ label: 'Ölçü tablosu', known: true })
    expect(fieldName(t, 'products', 'specs_en').label).toBe('Teknik Özellikler (İngilizce)')
    expect(fieldName(t, 'products', 'description_tr').label).toBe('Açıklama (Türkçe)')
    expect(fieldName(t, 'products', 'is_active').label).toBe('Aktif')
    expect(fieldName(t, 'settings', 'site_title_es').label).toBe(
      `${messages['admin.settings.site_title']} (İspanyolca)`,
    )
    expect(fieldName(t, 'vocabularies', 'finishes').label).toBe('Yüzey kaplama')
  })

  it('shows a key it does not know as stored, so nothing is hidden', () => {
    expect(fieldName(t, 'catalogue', 'pdf_tr')).toEqual({ label: 'pdf_tr', known: false })
    expect(fieldName(t, 'products', 'something_new')).toEqual({ label: 'something_new', known: false })
  })
})
