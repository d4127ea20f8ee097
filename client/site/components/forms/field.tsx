import type { ChangeEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

export type FieldProps = {
  /** Form field name (also the locale id `forms.field.<name>`). */
  name: string
  idPrefix: string
  value: string
  onChange: (name: string, value: string) => void
  maxLength: number
  required?: boolean
  invalid?: boolean
  type?: 'text' | 'email' | 'tel'
  multiline?: boolean
  rows?: number
  autoComplete?: string
  placeholder?: string
  list?: string
  wide?: boolean
}

/** The id of a form's field (`contact-email`, `quote-email`). */
export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`

/** A labelled input or textarea; required fields carry a visible * and the `required` attribute. */
export function Field(props: FieldProps) {
  const intl = useIntl()
  const id = fieldId(props.idPrefix, props.name)
  const common = {
    id,
    name: props.name,
    value: props.value,
    maxLength: props.maxLength,
    required: props.required,
    'aria-invalid': props.invalid || undefined,
    placeholder: props.placeholder ? intl.formatMessage({ id: props.placeholder }) : undefined,
    className: 'field__control',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(props.name, event.target.value),
  }
  return (
    <div className={props.wide || props.multiline ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={`forms.field.${props.name}`} />
        {props.required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {props.multiline ? (
        <textarea {...common} rows={props.rows ?? 5} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          list={props.list}
          inputMode={props.type === 'email' ? 'email' : props.type === 'tel' ? 'tel' : undefined}
        />
      )}
    </div>
  )
}
