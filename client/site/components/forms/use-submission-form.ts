import { type FormEvent, useRef, useState } from 'react'
import {
  type FieldRule,
  FILE_FIELD,
  FORM_FIELDS,
  type FormFieldName,
  isValidEmail,
  LANG_FIELD,
  REQUIRED_FIELDS,
  type SubmissionKind,
} from '../../../../shared/forms.ts'
import { useLang } from '../../../lib/lang.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { fieldId } from './field.tsx'

export type Notice = { tone: 'error' | 'success'; message: string; detail?: string }

type Values<K extends SubmissionKind> = Record<FormFieldName<K>, string>

type Options<K extends SubmissionKind> = {
  kind: K
  /** Where the form starts, e.g. the product the visitor came from. */
  initial?: Partial<Values<K>>
  /** Fields posted beside the form's own (the quote list's `items`), read at the moment of sending. */
  extra?: () => Promise<Record<string, string>>
  /** After a successful send: a line to show under the success message (the request's reference). */
  onSuccess?: (answer: Record<string, unknown>) => string | undefined
}

/** Every field of the form, empty: the state after a successful send. */
function emptyValues<K extends SubmissionKind>(kind: K): Values<K> {
  return Object.fromEntries(Object.keys(FORM_FIELDS[kind]).map((name) => [name, ''])) as Values<K>
}

/**
 * What a visitor typed into the server-rendered form before its code arrived (it is loaded after the page's, and
 * hydrating keeps a field's text but not the form's state, so the first send would miss it): the fields whose text
 * differs from what the server wrote. React keeps a field's default text equal to its value once it runs the field,
 * so a mounted form's fields (the previous one of a client-side navigation) never count.
 */
function typedBeforeHydration<K extends SubmissionKind>(kind: K): Partial<Values<K>> {
  if (typeof document === 'undefined') return {}
  const typed: Record<string, string> = {}
  for (const name of Object.keys(FORM_FIELDS[kind])) {
    const element = document.getElementById(fieldId(kind, name))
    const isField = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    if (isField && element.value !== element.defaultValue) typed[name] = element.value
  }
  return typed as Partial<Values<K>>
}

/**
 * State of a contact or quote form: idle -> submitting (a second submit is ignored) -> success
 * (fields and files cleared) or failure (everything kept). Posts multipart with the page
 * language so the server answers in it, and reports the result as a notice for an inline alert.
 */
export function useSubmissionForm<K extends SubmissionKind>({ kind, initial, extra, onSuccess }: Options<K>) {
  type Name = FormFieldName<K>
  const endpoint = `/api/${kind}` as const
  const rules: Record<Name, FieldRule> = FORM_FIELDS[kind]
  const required: readonly Name[] = REQUIRED_FIELDS[kind]
  // The locale ids of the form's own answers: forms.contact.* or forms.quote.*.
  const messages = {
    required: `forms.${kind}.required`,
    success: `forms.${kind}.success`,
    failure: `forms.${kind}.failure`,
  }
  const fields = emptyValues(kind)
  const lang = useLang()
  const [values, setValues] = useState<Values<K>>(() => ({
    ...fields,
    ...initial,
    ...typedBeforeHydration(kind),
  }))
  const [files, setFiles] = useState<File[]>([])
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const [notice, setNotice] = useState<Notice | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // Bumped on success so the attachment picker starts over (its own alert included).
  const [round, setRound] = useState(0)
  const busy = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  // False on the server and during hydration: until then a submit is the plain multipart post
  // of the form's own action (never a GET that would put the message in the URL).
  const hydrated = useHydrated()

  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (invalid.has(name)) setInvalid((current) => new Set([...current].filter((n) => n !== name)))
  }

  const refuse = (names: string[], message: string) => {
    setInvalid(new Set(names))
    setNotice({ tone: 'error', message })
    formRef.current?.querySelector<HTMLElement>(`[name="${names[0]}"]`)?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    const trimmed = Object.fromEntries(
      Object.entries<string>(values).map(([name, value]) => [name, value.trim()]),
    ) as Record<string, string>
    const missing = required.filter((name) => !trimmed[name])
    if (missing.length > 0) return refuse(missing, messages.required)
    if (!isValidEmail(trimmed.email ?? '')) return refuse(['email'], 'forms.error.email')

    busy.current = true
    setSubmitting(true)
    setInvalid(new Set())
    setNotice(null)
    const body = new FormData()
    body.append(LANG_FIELD, lang)
    for (const [name, value] of Object.entries<string>(trimmed)) body.append(name, value)
    for (const file of files) body.append(FILE_FIELD, file, file.name)
    try {
      for (const [name, value] of Object.entries((await extra?.()) ?? {})) body.append(name, value)
      const response = await fetch(endpoint, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json', 'Accept-Language': lang },
      })
      const answer = (await response.json().catch(() => null)) as {
        success?: boolean
        error?: unknown
      } | null
      if (response.ok && answer?.success === true) {
        setValues(fields)
        setFiles([])
        setRound((n) => n + 1)
        const detail = onSuccess?.(answer)
        setNotice({ tone: 'success', message: messages.success, ...(detail ? { detail } : {}) })
      } else {
        const detail = typeof answer?.error === 'string' ? answer.error : undefined
        setNotice({ tone: 'error', message: messages.failure, ...(detail ? { detail } : {}) })
      }
    } catch {
      setNotice({ tone: 'error', message: messages.failure })
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  const formProps = {
    ref: formRef,
    className: 'form',
    action: endpoint,
    method: 'post',
    encType: 'multipart/form-data',
    noValidate: true,
    'aria-busy': submitting,
    'data-ready': hydrated || undefined,
    onSubmit,
  }
  /** The props of a <Field> for one of the form's fields (ids prefixed `contact-` or `quote-`). */
  const field = (name: Name) => ({
    name,
    idPrefix: kind,
    value: values[name],
    onChange: setValue,
    invalid: invalid.has(name),
    required: required.includes(name),
    maxLength: rules[name].max,
    multiline: rules[name].multiline ?? false,
  })
  /** The props of the form's <AttachmentPicker> (keyed by `round`, so a sent form starts it over). */
  const attachments = { idPrefix: kind, files, onChange: setFiles, disabled: submitting }
  return { values, setValue, field, attachments, invalid, notice, submitting, round, formProps, lang }
}
