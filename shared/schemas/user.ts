import { type Static, Type } from 'typebox'

/** Stored admin account. Never leaves the server: answers use PublicUser. */
export const AdminUser = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    role: Type.String({ maxLength: 32 }),
    password_hash: Type.String(),
    /** Bumped by logout and password reset so that earlier tokens stop working. */
    token_version: Type.Integer({ minimum: 0 }),
    created_at: Type.String(),
  },
  { additionalProperties: false },
)
export type AdminUser = Static<typeof AdminUser>

export const PublicUser = Type.Object({ username: Type.String(), role: Type.String() })
export type PublicUser = Static<typeof PublicUser>
