import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { PublicUser } from '../../../shared/schemas/user.ts'
import { dummyPasswordHash } from '../../auth/dummy-hash.ts'
import { LoginThrottle } from '../../auth/login-throttle.ts'
import { bearerToken, checkClaims, tokenKeys, type TokenPayload } from '../../auth/tokens.ts'
import { findUser, rememberUsersFile } from '../../repositories/admin/users.ts'
import { errorReply } from '../../../shared/schemas/error.ts'

export const INVALID_TOKEN = 'Geçersiz token'

/** How long after the start the unknown users' hash is made (see below). */
const DUMMY_HASH_DELAY_MS = 1_000

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest/preHandler hook: 401 `{ success: false, error: 'Geçersiz token' }` unless a valid token is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>
    issueToken: (payload: TokenPayload) => string
    loginThrottle: LoginThrottle
  }
  interface FastifyRequest {
    /** The admin of a verified token (set by `authenticate`). */
    admin: PublicUser | null
  }
  interface FastifyContextConfig {
    /** The one admin route that needs no token (login). */
    public?: boolean
  }
}

/**
 * Admin authentication for the scope it is registered in (the /api/admin folder): HS256 JWTs with
 * the algorithm pinned and an 8 h lifetime, the `authenticate` hook, and the login throttle.
 */
export default fp(
  async (app) => {
    const keys = tokenKeys(app.jwtSecret)
    await rememberUsersFile(app.stores.users)
    // Made a moment after the start (loading argon2 and hashing cost ~50 ms the start's first pages need not wait
    // for), so the first login of an unknown user costs no more than any other; a login that comes earlier makes it
    // and waits for it. A failure is retried by the next login.
    app.addHook('onReady', async () => {
      setTimeout(() => void dummyPasswordHash().catch(() => {}), DUMMY_HASH_DELAY_MS).unref()
    })
    app.decorate('loginThrottle', new LoginThrottle())
    app.decorate('issueToken', (payload: TokenPayload) => keys().sign(payload))
    app.decorateRequest('admin', null)

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const refuse = () => reply.code(401).send(errorReply(INVALID_TOKEN))
      const token = bearerToken(request.headers.authorization)
      if (!token) return refuse()
      let payload: unknown
      try {
        payload = keys().verify(token)
      } catch {
        return refuse()
      }
      const claims = checkClaims(payload, Math.floor(Date.now() / 1000))
      if (!claims) return refuse()
      const user = await findUser(app.stores.users, claims.sub)
      // `ver` goes stale on logout and password changes, which revokes every earlier token.
      if (!user || user.disabled === true || user.token_version !== claims.ver) return refuse()
      request.admin = { username: user.username, role: user.role }
      return undefined
    })
  },
  { name: 'admin-auth', dependencies: ['stores', 'first-run'] },
)
