import { useState } from 'react'
import type { SubmissionStatus } from '../../../shared/schemas/desk.ts'
import type { Submission, SubmissionPage } from '../../../shared/schemas/submission.ts'
import { api, errorText } from '../lib/api.ts'
import { useApi } from '../lib/use-api.ts'

/** The inbox's filters: a chip (all, overdue or one status), the kind and the assignee (`me`, `-` nobody, a name). */
export type InboxFilters = {
  view: 'all' | 'overdue' | SubmissionStatus
  kind: '' | Submission['kind']
  assignee: string
}
export const NO_FILTERS: InboxFilters = { view: 'all', kind: '', assignee: '' }
const PAGE_SIZE = 30

function filterQuery({ view, kind, assignee }: InboxFilters): string[] {
  return [
    view === 'overdue' ? 'overdue=true' : view === 'all' ? '' : `status=${view}`,
    kind && `kind=${kind}`,
    assignee && `assignee=${encodeURIComponent(assignee)}`,
  ]
}

/**
 * The inbox as the server pages it (overdue requests first, then newest first): the first page of the filters and
 * search, then further pages appended on `loadMore()`. Changing the filters or the words starts again from the top.
 */
export function useSubmissionPages(filters: InboxFilters, words: string) {
  const query = [
    ...filterQuery(filters),
    words.trim() && `q=${encodeURIComponent(words.trim())}`,
    `limit=${PAGE_SIZE}`,
  ]
    .filter(Boolean)
    .join('&')
  const first = useApi<SubmissionPage>(`/api/admin/submissions/page?${query}`)
  // Pages loaded below the first one, for the query they were loaded with (a new query drops them).
  const [loaded, setMore] = useState<{ query: string; items: Submission[]; cursor: string | null } | null>(
    null,
  )
  const more = loaded?.query === query ? loaded : null

  // A reload of the first page after a change may now hold items already loaded below it.
  const firstIds = new Set(first.data?.items.map((item) => item.id))
  const items = [
    ...(first.data?.items ?? []),
    ...(more?.items ?? []).filter((item) => !firstIds.has(item.id)),
  ]
  const cursor = more ? more.cursor : (first.data?.next_cursor ?? null)

  const loadMore = async (): Promise<string | null> => {
    if (!cursor) return null
    try {
      const page = await api<SubmissionPage>(
        `/api/admin/submissions/page?${query}&cursor=${encodeURIComponent(cursor)}`,
      )
      setMore((current) => ({
        query,
        items: [...(current?.query === query ? current.items : []), ...page.items],
        cursor: page.next_cursor,
      }))
      return null
    } catch (error) {
      return errorText(error) ?? ''
    }
  }

  /** Shows a saved change in place, or drops a deleted one, without reloading the list. */
  const replace = (id: string, next: Submission | null) => {
    const edit = (list: Submission[]) =>
      next ? list.map((item) => (item.id === id ? next : item)) : list.filter((item) => item.id !== id)
    first.setData((page) => page && { ...page, items: edit(page.items) })
    setMore((current) => current && { ...current, items: edit(current.items) })
    // The counts beside the filters come with the first page.
    first.reload()
  }

  return { first, items, hasMore: cursor !== null, loadMore, replace }
}
