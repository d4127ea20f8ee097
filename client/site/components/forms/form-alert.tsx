import type { ReactNode } from 'react'
import { Icon } from '../../../components/icon.tsx'

/**
 * An inline message that screen readers announce as soon as it appears (role="alert"): the
 * forms' validation, attachment and send results, in the page language.
 */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div role="alert" className={`form-alert form-alert--${tone}`}>
      <Icon
        name={tone === 'success' ? 'circle-check' : 'circle-exclamation-point'}
        className="form-alert__icon"
        size={20}
      />
      <div className="form-alert__body">{children}</div>
    </div>
  )
}
