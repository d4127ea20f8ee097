import { CircleAlert, CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * An inline message that screen readers announce as soon as it appears (role="alert"): the
 * forms' validation, attachment and send results, in the page language.
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert
  return (
    <div role="alert" className={`form-alert form-alert--${tone}`}>
      <Icon className="form-alert__icon" size={20} aria-hidden="true" />
      <div className="form-alert__body">{children}</div>
    </div>
  )
}
