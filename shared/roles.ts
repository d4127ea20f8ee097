/**
 * The admin team's roles (issue 22). `owner`: everything, including users and the audit log. `editor`: content and
 * catalogue. `sales`: the inbox and quotations; reads the catalogue but does not change it. Which role may use
 * which admin route is stated once, per folder, in server/routes/api/admin/index.ts (routes may narrow it); the
 * admin's screens (shared/admin-screens.ts) name the roles that see them.
 */
export const ROLES = ['owner', 'editor', 'sales'] as const
export type Role = (typeof ROLES)[number]

export const EVERY_ROLE: readonly Role[] = ROLES
export const OWNER_ONLY: readonly Role[] = ['owner']
/** Content and catalogue writers. */
export const CONTENT_ROLES: readonly Role[] = ['owner', 'editor']
/** Who reads buyers' requests and prices them: nobody else ever sees a buyer's personal data. */
export const DESK_ROLES: readonly Role[] = ['owner', 'sales']

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}
