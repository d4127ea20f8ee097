import { type Static, Type } from 'typebox'
import { NewPassword, PublicUser } from './user.ts'

export { MIN_NEW_PASSWORD_LENGTH } from './user.ts'

/** POST /api/admin/auth/login body. */
export const LoginInput = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
)
export type LoginInput = Static<typeof LoginInput>

/** A successful login: the token to send as `Authorization: Bearer` and who it belongs to. */
export const LoginReply = Type.Object({ success: Type.Literal(true), token: Type.String(), user: PublicUser })
export type LoginReply = Static<typeof LoginReply>

/** POST /api/admin/auth/password body. */
export const PasswordInput = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
    newPassword: NewPassword,
  },
  { additionalProperties: false },
)
export type PasswordInput = Static<typeof PasswordInput>

/** A changed password: earlier tokens stop working, this new one replaces them. */
export const PasswordReply = Type.Object({ success: Type.Literal(true), token: Type.String() })
export type PasswordReply = Static<typeof PasswordReply>

/** GET /api/admin/auth/me */
export const MeReply = Type.Object({ user: PublicUser })
export type MeReply = Static<typeof MeReply>
