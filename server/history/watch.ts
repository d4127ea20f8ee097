import { isDeepStrictEqual } from 'node:util'
import type { RevisionAction, RevisionCollection } from '../../shared/schemas/history.ts'
import { actorName, noteChange } from '../auth/actor.ts'
import type { Stores } from '../store/collections.ts'
import type { RecordCommit } from '../store/record-store.ts'
import type { RevisionLog } from './revision-log.ts'

/** What the admin calls each single-document collection (its revisions' name). */
export const DOCUMENT_LABELS: Record<
  Exclude<RevisionCollection, 'products' | 'categories' | 'sliders'>,
  string
> = {
  settings: 'Ayarlar',
  vocabularies: 'Teknik sözlükler',
  homeStats: 'Ana sayfa istatistikleri',
  portfolio: 'Portföy',
  features: 'Kurumsal kartlar',
  about: 'Hakkımızda',
  contact: 'İletişim',
  catalogue: 'Katalog',
}

/** Saved by every write, so never worth listing as a change. */
const BOOKKEEPING = new Set(['updated_at'])

type Bag = Record<string, unknown>

/** Top-level fields whose value differs (every field of a record only one side has). */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Bag
  const b = (after ?? {}) as Bag
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].filter((key) => !BOOKKEEPING.has(key) && !isDeepStrictEqual(a[key], b[key]))
}

/** A record's name for lists: its Turkish name, title or label. */
export function recordName(collection: RevisionCollection, record: unknown): string {
  const bag = (record ?? {}) as Bag
  if (collection in DOCUMENT_LABELS) return DOCUMENT_LABELS[collection as keyof typeof DOCUMENT_LABELS]
  for (const key of ['name_tr', 'title_tr', 'label_tr', 'alt_text']) {
    const value = bag[key]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  if (collection === 'sliders') return 'Slider'
  return typeof bag.id === 'string' ? bag.id : ''
}

type Warn = (error: unknown, message: string) => void

/**
 * Makes every committed write of a content collection a revision, at the store, so no route can forget it: one per
 * changed record of products, categories and sliders (by id), one of the whole document for the others. Each also
 * notes its changed fields for the request's audit entry. The users store only notes field names (no revisions:
 * password hashes never enter the history). A revision that cannot be written is logged; the write itself stands.
 */
export function watchStores(stores: Stores, revisions: RevisionLog, warn: Warn): void {
  // Started in order and awaited together: a write of 20,000 records appends 20,000 lines with one fsync.
  const record = (
    collection: RevisionCollection,
    id: string,
    before: unknown,
    after: unknown,
  ): Promise<void> => {
    if (isDeepStrictEqual(before, after)) return Promise.resolve()
    const action: RevisionAction = before === undefined ? 'create' : after === undefined ? 'delete' : 'update'
    const fields = changedFields(before, after)
    // A delete keeps the record as it was, so restoring the delete brings it back.
    const saved = after ?? before
    noteChange({ collection, id, fields, action })
    const at = new Date().toISOString()
    // A record saved before it had a history (stored by an earlier release, seeded): its version before this
    // first change becomes its first revision, so the first wrong save can be undone too.
    const baseline =
      action === 'update' && !revisions.latest(collection, id)
        ? revisions.add({
            collection,
            id,
            at,
            by: 'system',
            name: recordName(collection, before),
            action: 'update',
            fields: [],
            record: before,
          })
        : null
    return Promise.all([
      baseline,
      revisions.add({
        collection,
        id,
        at,
        by: actorName(),
        name: recordName(collection, saved),
        action,
        fields,
        record: saved,
      }),
    ]).then(
      () => {},
      (error: unknown) => warn(error, `revision of ${collection}/${id} not written`),
    )
  }

  stores.products.observe(async (changes: RecordCommit<unknown>[]) => {
    await Promise.all(
      changes.map((change) => record('products', change.id, change.before, change.after ?? undefined)),
    )
  })
  for (const collection of ['categories', 'sliders'] as const) {
    stores[collection].observe(
      async (before: readonly { id: string }[], after: readonly { id: string }[]) => {
        const old = new Map(before.map((item) => [item.id, item]))
        const now = new Map(after.map((item) => [item.id, item]))
        const done: Promise<void>[] = []
        for (const [id, item] of now) done.push(record(collection, id, old.get(id), item))
        for (const [id, item] of old) if (!now.has(id)) done.push(record(collection, id, item, undefined))
        await Promise.all(done)
      },
    )
  }
  for (const collection of Object.keys(DOCUMENT_LABELS) as (keyof typeof DOCUMENT_LABELS)[]) {
    const store = stores[collection] as {
      observe: (observer: (before: unknown, after: unknown) => void) => void
    }
    store.observe((before, after) => record(collection, collection, before, after))
  }
  stores.users.observe((before, after) => {
    const old = new Map(before.map((user) => [user.username, user]))
    const now = new Map(after.map((user) => [user.username, user]))
    for (const [name, user] of now) {
      const previous = old.get(name)
      if (isDeepStrictEqual(previous, user)) continue
      const action = previous ? 'update' : 'create'
      noteChange({ collection: 'users', id: name, fields: changedFields(previous, user), action })
    }
    for (const [name, user] of old)
      if (!now.has(name))
        noteChange({
          collection: 'users',
          id: name,
          fields: changedFields(user, undefined),
          action: 'delete',
        })
  })
}
