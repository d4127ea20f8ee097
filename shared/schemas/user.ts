import { type Static, Type } from 'typebox'
import { ROLES } from '../roles.ts'
import { StringEnum } from './common.ts'

export const RoleSchema = StringEnum(ROLES)

/** Stored admin account. Never leaves the server: answers use PublicUser or UserSummary. */
export const AdminUser = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    role: RoleSchema,
    password_hash: Type.String(),
    /** Bumped by logout, password reset, role change and disabling, so that earlier tokens stop working. */
    token_version: Type.Integer({ minimum: 0 }),
    created_at: Type.String(),
    /** A disabled account cannot log in; its name stays on the audit log and the timelines. */
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type AdminUser = Static<typeof AdminUser>

/** The spec's login answer: `user: { username, role }`. */
export const PublicUser = Type.Object({ username: Type.String(), role: RoleSchema })
export type PublicUser = Static<typeof PublicUser>
