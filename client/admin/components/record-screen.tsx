import type { ReactNode } from 'react'
import { type AdminMessageId, useT } from '../lib/i18n.ts'
import { useApi } from '../lib/use-api.ts'
import { LoadState } from './load-state.tsx'
import { PageHeader } from './page-header.tsx'

/**
 * A screen that edits one stored record (settings, about, contact): its title, then the form once
 * GET `api` has answered, since the form starts from the stored values.
 */
export function RecordScreen<T>({
  title,
  intro,
  api,
  form,
}: {
  title: AdminMessageId
  intro: AdminMessageId
  api: string
  form: (record: T) => ReactNode
}) {
  const t = useT()
  const state = useApi<T>(api)
  return (
    <>
      <PageHeader title={t(title)} intro={t(intro)} />
      {state.data ? form(state.data) : <LoadState error={state.error} onRetry={state.reload} />}
    </>
  )
}
