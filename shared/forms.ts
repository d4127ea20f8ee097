import type { Submission } from './schemas/submission.ts'

export type SubmissionKind = Submission['kind']

/**
 * One field of a public form: its longest accepted value, whether line breaks belong in it,
 * whether the visitor must fill it, and its Turkish label in the notification mail (the mail goes
 * to the company, whose language is Turkish). The browser sets `maxlength` and `required` from the
 * same rule the server enforces, so the two can never disagree.
 */
export type FieldRule = { max: number; multiline?: boolean; required?: boolean; label: string }

const CONTACT_FIELDS = {
  name: { max: 200, required: true, label: 'Ad Soyad' },
  email: { max: 254, required: true, label: 'E-posta' },
  company: { max: 200, label: 'Firma' },
  phone: { max: 50, label: 'Telefon' },
  subject: { max: 300, required: true, label: 'Konu' },
  // 5000 characters stay within the 10,000-byte field limit even in two-byte letters.
  message: { max: 5000, multiline: true, required: true, label: 'Mesaj' },
} as const satisfies Record<string, FieldRule>

// A quote asks only for a way to answer (name and e-mail): the rest depends on the request.
const QUOTE_FIELDS = {
  name: { max: 200, required: true, label: 'Ad Soyad' },
  email: { max: 254, required: true, label: 'E-posta' },
  company: { max: 200, label: 'Firma' },
  phone: { max: 50, label: 'Telefon' },
  productType: { max: 300, label: 'Ürün Tipi' },
  quantity: { max: 100, label: 'Miktar' },
  specifications: { max: 5000, multiline: true, label: 'Teknik Özellikler' },
  usageArea: { max: 300, label: 'Kullanım Alanı' },
  deliveryTime: { max: 100, label: 'Teslim Süresi' },
  additionalInfo: { max: 5000, multiline: true, label: 'Ek Bilgiler' },
} as const satisfies Record<string, FieldRule>

type FieldNames = { contact: keyof typeof CONTACT_FIELDS; quote: keyof typeof QUOTE_FIELDS }
export type FormFieldName<K extends SubmissionKind> = FieldNames[K]

/** The fields of each form, in the order the form and the mail show them. */
export const FORM_FIELDS: { [K in SubmissionKind]: Record<FormFieldName<K>, FieldRule> } = {
  contact: CONTACT_FIELDS,
  quote: QUOTE_FIELDS,
}

function requiredOf<N extends string>(rules: Record<N, FieldRule>): readonly N[] {
  return (Object.keys(rules) as N[]).filter((name) => rules[name].required)
}

export const REQUIRED_FIELDS: { [K in SubmissionKind]: readonly FormFieldName<K>[] } = {
  contact: requiredOf(FORM_FIELDS.contact),
  quote: requiredOf(FORM_FIELDS.quote),
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
