import { type ReactNode, useId } from 'react'

type Common = {
  label: ReactNode
  hint?: ReactNode
  /** Shown under the field and linked to it with aria-describedby. */
  error?: string | null
  required?: boolean
  className?: string
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? errorId : null, hint ? hintId : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

function Help({
  hintId,
  errorId,
  hint,
  error,
}: {
  hintId: string
  errorId: string
  hint?: ReactNode
  error?: string | null
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="admin-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
    </>
  )
}

export function Label({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required?: boolean
  children: ReactNode
}) {
  return (
    <label className="admin-field__label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="admin-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  )
}

/** The attributes that tie a control to its label, hint and error. */
type ControlProps = {
  id: string
  'aria-required': true | undefined
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** A labelled control with its hint and error under it: the frame of every text field. */
function Field({
  label,
  hint,
  error,
  required,
  className,
  control,
}: Common & { control: (props: ControlProps) => ReactNode }) {
  const id = useId()
  return (
    <div className={`admin-field ${className ?? ''}`}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {control({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(`${id}-hint`, `${id}-error`, hint, error),
      })}
      <Help hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  )
}

export function TextField({
  label,
  hint,
  error,
  required,
  className,
  value,
  onChange,
  type = 'text',
  ...input
}: Common & {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'number'
  autoComplete?: string
  inputMode?: 'numeric' | 'text' | 'email' | 'tel' | 'url'
  placeholder?: string
  maxLength?: number
  min?: number
  step?: number
  onBlur?: () => void
}) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
      control={(props) => (
        <input
          {...props}
          className="admin-input"
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      )}
    />
  )
}

export function TextAreaField({
  value,
  onChange,
  rows = 4,
  maxLength,
  ...common
}: Common & { value: string; onChange: (value: string) => void; rows?: number; maxLength?: number }) {
  return (
    <Field
      {...common}
      control={(props) => (
        <textarea
          {...props}
          className="admin-input admin-input--area"
          value={value}
          rows={rows}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  )
}

/** A card's or slide's place in its list: a whole number from 0, typed as text until it is saved. */
export function OrderField({
  value,
  onChange,
  ...common
}: Common & { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      {...common}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={value}
      onChange={onChange}
    />
  )
}

export function SelectField({
  label,
  hint,
  className,
  value,
  onChange,
  children,
}: Common & { value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId()
  return (
    <div className={`admin-field ${className ?? ''}`}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className="admin-input admin-select"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <Help hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} />
    </div>
  )
}

export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
  className,
}: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId()
  return (
    <div className={`admin-field admin-field--check ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        className="admin-checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="admin-field__check-label">
        {label}
      </label>
      <Help hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} />
    </div>
  )
}
