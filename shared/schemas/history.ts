import { type Static, Type } from 'typebox'

/**
 * The content collections whose records keep their earlier versions (server/history/). Array collections
 * (products, categories, sliders) keep one history per record id; the others are one document, whose id is the
 * collection's name (a home block's cards are part of its document).
 */
export const REVISION_COLLECTIONS = [
  'products',
  'categories',
  'sliders',
  'settings',
  'vocabularies',
  'homeStats',
  'portfolio',
  'features',
  'about',
  'contact',
  'catalogue',
] as const
export type RevisionCollection = (typeof REVISION_COLLECTIONS)[number]

export const RECORD_COLLECTIONS: readonly RevisionCollection[] = ['products', 'categories', 'sliders']

export function isRevisionCollection(value: unknown): value is RevisionCollection {
  return typeof value === 'string' && (REVISION_COLLECTIONS as readonly string[]).includes(value)
}

export const REVISION_ACTIONS = ['create', 'update', 'delete'] as const
export type RevisionAction = (typeof REVISION_ACTIONS)[number]

const Action = Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete')])

/** One revision as lists show it: who saved which record when, and its name then. */
export const RevisionSummary = Type.Object({
  rev: Type.Integer({ minimum: 1 }),
  collection: Type.String(),
  id: Type.String(),
  at: Type.String(),
  by: Type.String(),
  name: Type.String(),
  action: Action,
  /** Top-level fields this revision changed against the record's previous one. */
  fields: Type.Array(Type.String()),
})
export type RevisionSummary = Static<typeof RevisionSummary>

export const RevisionsQuery = Type.Object(
  {
    collection: Type.Union(REVISION_COLLECTIONS.map((name) => Type.Literal(name))),
    /** The record's id; a single document's is its collection's name (the default). */
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
)

export const RevisionList = Type.Object({
  collection: Type.String(),
  id: Type.String(),
  revisions: Type.Array(RevisionSummary),
})
export type RevisionList = Static<typeof RevisionList>

export const RevisionParams = Type.Object(
  { rev: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
)

/**
 * One revision with what a screen needs to show it beside the current version: the record as saved then (a delete:
 * as it was when deleted), the record before it (null: created then), the current record (null: deleted since), and
 * the top-level fields that differ from each.
 */
export const RevisionDetail = Type.Object({
  revision: RevisionSummary,
  record: Type.Unknown(),
  before: Type.Unknown(),
  current: Type.Unknown(),
  /** Fields this revision changed against `before`. */
  changed: Type.Array(Type.String()),
  /** Fields where this revision differs from the current record (what a restore would change). */
  differs: Type.Array(Type.String()),
})
export type RevisionDetail = Static<typeof RevisionDetail>

export const RestoreReply = Type.Object({
  success: Type.Literal(true),
  /** The new revision the restore wrote (null when the record already was that version). */
  revision: Type.Union([RevisionSummary, Type.Null()]),
})
export type RestoreReply = Static<typeof RestoreReply>

/** One record an audited request changed. */
export const AuditChange = Type.Object({
  collection: Type.String(),
  id: Type.String(),
  /** The record's name at that moment, when it keeps revisions. */
  name: Type.Optional(Type.String()),
  fields: Type.Array(Type.String()),
  action: Action,
})
export type AuditChange = Static<typeof AuditChange>

/**
 * One audited event: an admin's write (every non-GET request that an admin's token reached, refused ones too) or a
 * login attempt (`user` is the name tried). Never holds a password or token: field names only.
 */
export const AuditEntry = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  at: Type.String(),
  kind: Type.Union([Type.Literal('write'), Type.Literal('login')]),
  user: Type.String(),
  role: Type.Optional(Type.String()),
  method: Type.String(),
  /** The route as registered (`/api/admin/products/:id`). */
  route: Type.String(),
  /** The path asked for, without the query. */
  path: Type.String(),
  status: Type.Integer(),
  /** The caller's address (logins). */
  address: Type.Optional(Type.String()),
  changes: Type.Array(AuditChange),
  /** Changed records left out of `changes` (a large import names the first ones only). */
  more: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    cursor: Type.Optional(Type.String({ maxLength: 40 })),
    user: Type.Optional(Type.String({ maxLength: 100 })),
    collection: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
)
export type AuditQuery = Static<typeof AuditQuery>

export const AuditPage = Type.Object({
  entries: Type.Array(AuditEntry),
  /** Give it back as `cursor` for the next (older) page; absent on the last. */
  next: Type.Optional(Type.String()),
  /** Users and collections found in the log, for the screen's filters. */
  users: Type.Array(Type.String()),
  collections: Type.Array(Type.String()),
})
export type AuditPage = Static<typeof AuditPage>
