import type { Submission } from '../../shared/schemas/submission.ts'

export type SubmissionKind = Submission['kind']

type FieldRule = { max: number; multiline?: boolean; label: string }

/**
 * The fields of each form (spec section 3) with their longest accepted value and the Turkish
 * label used in the notification mail (the mail goes to the company, whose language is Turkish).
 */
export const FORM_FIELDS: Record<SubmissionKind, Record<string, FieldRule>> = {
  contact: {
    name: { max: 200, label: 'Ad Soyad' },
    email: { max: 254, label: 'E-posta' },
    company: { max: 200, label: 'Firma' },
    phone: { max: 50, label: 'Telefon' },
    subject: { max: 300, label: 'Konu' },
    // 5000 characters stay within the 10,000-byte field limit even in two-byte letters.
    message: { max: 5000, multiline: true, label: 'Mesaj' },
  },
  quote: {
    name: { max: 200, label: 'Ad Soyad' },
    email: { max: 254, label: 'E-posta' },
    company: { max: 200, label: 'Firma' },
    phone: { max: 50, label: 'Telefon' },
    productType: { max: 300, label: 'Ürün Tipi' },
    quantity: { max: 100, label: 'Miktar' },
    specifications: { max: 5000, multiline: true, label: 'Teknik Özellikler' },
    usageArea: { max: 300, label: 'Kullanım Alanı' },
    deliveryTime: { max: 100, label: 'Teslim Süresi' },
    additionalInfo: { max: 5000, multiline: true, label: 'Ek Bilgiler' },
  },
}

/** Spec section 5: contact needs name, email, subject and message; quote only name and email. */
export const REQUIRED_FIELDS: Record<SubmissionKind, readonly string[]> = {
  contact: ['name', 'email', 'subject', 'message'],
  quote: ['name', 'email'],
}

/** Multipart names that are not form fields: the page language and the repeated file field. */
export const LANG_FIELD = 'lang'
export const FILE_FIELD = 'attachments'

/**
 * One address, no display name, nothing that could end a header line or start another one:
 * this value becomes the mail's Reply-To, the only visitor text that reaches a header.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value)
}

/**
 * Normalises a field as sent: line breaks unified, control characters dropped (single-line
 * fields also lose their line breaks), surrounding blanks trimmed.
 */
export function cleanField(value: string, multiline: boolean): string {
  const unified = value.replace(/\r\n?/g, '\n')
  const kept = multiline
    ? unified.replace(/[^\P{Cc}\n\t]/gu, '')
    : unified.replace(/[\n\t]+/g, ' ').replace(/\p{Cc}/gu, '')
  return kept.trim()
}
