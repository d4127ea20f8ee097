import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import type adminMessages from '../../../shared/i18n/locales/tr/admin.json'
import type technicalLabels from '../../../shared/i18n/locales/tr/technical.json'

/** The admin's own texts, the technical fields' labels (shared with the site) and the loading line. */
export type AdminMessageId = keyof typeof adminMessages | keyof typeof technicalLabels | 'common.loading'
export type MessageValues = Record<string, string | number>
/** A message to show later (a toast, a field error), formatted where it is rendered. */
export type Msg = { id: AdminMessageId; values?: MessageValues }

/** `t('admin.x', { n: 1 })`: admin texts with their ids checked at compile time. */
export function useT(): (id: AdminMessageId, values?: MessageValues) => string {
  const intl = useIntl()
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl])
}

/** The message of a failed save: "Hata: {error}" with the server's text, else the screen's fallback. */
export function failure(serverText: string | null, withError: AdminMessageId, fallback: AdminMessageId): Msg {
  return serverText ? { id: withError, values: { error: serverText } } : { id: fallback }
}
