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

/** New passwords (password change, new accounts, resets, admin CLI) are held to a stricter minimum than the login form's. */
export const MIN_NEW_PASSWORD_LENGTH = 8
export const NewPassword = Type.String({ minLength: MIN_NEW_PASSWORD_LENGTH, maxLength: 1024 })

/** A new account's name: letters, digits, `.`, `_`, `-` (unique regardless of case). */
export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'
/** Names of existing accounts in URLs (the command-line tool and earlier releases also allowed `@`). */
export const UsernameParams = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._@-]+$' }) },
  { additionalProperties: false },
)
export type UsernameParams = Static<typeof UsernameParams>

/** One account as GET /api/admin/users lists it: never its password hash or token version. */
export const UserSummary = Type.Object({
  username: Type.String(),
  role: RoleSchema,
  disabled: Type.Boolean(),
  created_at: Type.String(),
})
export type UserSummary = Static<typeof UserSummary>

export const UserList = Type.Object({ users: Type.Array(UserSummary) })
export type UserList = Static<typeof UserList>

/** POST /api/admin/users body. The password follows the password change's rules (shared/schemas/auth.ts). */
export const UserCreateInput = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64, pattern: USERNAME_PATTERN }),
    password: NewPassword,
    role: RoleSchema,
  },
  { additionalProperties: false },
)
export type UserCreateInput = Static<typeof UserCreateInput>

/** PUT /api/admin/users/:username body: a new role, a reset password, disabled or enabled again. */
export const UserUpdateInput = Type.Object(
  {
    role: Type.Optional(RoleSchema),
    password: Type.Optional(NewPassword),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type UserUpdateInput = Static<typeof UserUpdateInput>

export const UserReply = Type.Object({ success: Type.Literal(true), user: UserSummary })
export type UserReply = Static<typeof UserReply>
