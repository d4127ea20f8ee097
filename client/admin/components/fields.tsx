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

export function TextField({
  label,
  hint,
  error,
  required,
  className,
  value,
  onChange,
  type = 'text',
  ...rest
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
  const id = useId()
  return (
    <div className={`admin-field ${className ?? ''}`}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <input
        id={id}
        className="admin-input"
        type={type}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      <Help hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
  )
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  className,
  value,
  onChange,
  rows = 4,
  maxLength,
}: Common & { value: string; onChange: (value: string) => void; rows?: number; maxLength?: number }) {
  const id = useId()
  return (
    <div className={`admin-field ${className ?? ''}`}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <textarea
        id={id}
        className="admin-input admin-input--area"
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <Help hintId={`${id}-hint`} errorId={`${id}-error`} hint={hint} error={error} />
    </div>
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
