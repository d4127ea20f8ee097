/**
 * The header search box's type-ahead, as both sides read it: the longest text it asks about and the order of its
 * groups. Plain constants, apart from the TypeBox schema (shared/schemas/search-suggestions.ts), so the browser's
 * lazily loaded list does not carry the schema library.
 */
export const SUGGESTION_QUERY_MAX = 100

export const SUGGESTION_GROUPS = ['products', 'standards', 'sizes'] as const
export type SuggestionGroup = (typeof SUGGESTION_GROUPS)[number]
