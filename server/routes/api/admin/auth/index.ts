import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { dummyPasswordHash } from '../../../../auth/dummy-hash.ts'
import { hashPassword, PasswordWorkBusyError, verifyPassword } from '../../../../auth/passwords.ts'
import {
  LoginInput,
  LoginReply,
  MeReply,
  PasswordInput,
  PasswordReply,
} from '../../../../../shared/schemas/auth.ts'
import { ErrorReply, errorReply } from '../../../../../shared/schemas/error.ts'
import { AdminError } from '../../../../repositories/admin/errors.ts'
import { findUser, updateUser } from '../../../../repositories/admin/users.ts'
import { passwordGateBusy as busy } from './busy.ts'

const WRONG_LOGIN = 'Kullanıcı adı veya şifre hatalı'
const tooManyAttempts = (seconds: number) =>
  `Çok fazla başarısız giriş denemesi. Lütfen ${Math.ceil(seconds / 60)} dakika sonra tekrar deneyin.`
const ATTEMPT_IN_PROGRESS =
  'Bu adresten bir giriş denemesi zaten sürüyor. Lütfen birkaç saniye sonra tekrar deneyin.'

/** POST /login (the only tokenless admin route), POST /logout, GET /me, POST /password. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        body: LoginInput,
        response: {
          200: LoginReply,
          '4xx': ErrorReply,
          503: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const address = request.ip
      // Counted before the check, and one check per address at a time (see LoginThrottle).
      const attempt = app.loginThrottle.begin(address)
      if (!attempt.allowed) {
        request.log.warn({ address, reason: attempt.reason }, 'admin login throttled')
        const error =
          attempt.reason === 'busy' ? ATTEMPT_IN_PROGRESS : tooManyAttempts(attempt.retryAfterSeconds)
        return reply
          .code(429)
          .header('Retry-After', String(attempt.retryAfterSeconds))
          .send(errorReply(error))
      }
      const { username, password } = request.body
      let valid: boolean
      let user: Awaited<ReturnType<typeof findUser>>
      try {
        user = await findUser(app.stores.users, username)
        // Unknown users are checked against a dummy hash: same answer, same time.
        valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password)
      } catch (error) {
        // Only a refusal by the password gate left the guess unchecked; anything else still counts.
        const busyGate = error instanceof PasswordWorkBusyError
        attempt.finish(busyGate ? 'unchecked' : 'failure')
        if (busyGate) return busy(reply)
        throw error
      }
      // A disabled account is answered exactly like a wrong password, after the same work.
      if (!user || !valid || user.disabled === true) {
        request.log.info({ address }, 'admin login failed')
        attempt.finish('failure')
        return reply.code(401).send(errorReply(WRONG_LOGIN))
      }
      attempt.finish('success')
      const token = app.issueToken({ sub: user.username, role: user.role, ver: user.token_version })
      return { success: true as const, token, user: { username: user.username, role: user.role } }
    },
  )

  app.post('/logout', { schema: { response: { 204: Type.Null() } } }, async (request, reply) => {
    await updateUser(app.stores.users, request.admin!.username, (user) => {
      user.token_version += 1
    })
    return reply.code(204).send(null)
  })

  app.get('/me', { schema: { response: { 200: MeReply } } }, async (request) => ({
    user: request.admin!,
  }))

  app.post(
    '/password',
    {
      schema: {
        body: PasswordInput,
        response: {
          200: PasswordReply,
          '4xx': ErrorReply,
          503: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const { username } = request.admin!
      const user = await findUser(app.stores.users, username)
      let passwordHash: string
      try {
        if (!user || !(await verifyPassword(user.password_hash, request.body.currentPassword))) {
          throw new AdminError(400, 'Mevcut şifre hatalı')
        }
        passwordHash = await hashPassword(request.body.newPassword)
      } catch (error) {
        if (error instanceof PasswordWorkBusyError) return busy(reply)
        throw error
      }
      let version = 0
      await updateUser(app.stores.users, username, (stored) => {
        stored.password_hash = passwordHash
        stored.token_version += 1
        version = stored.token_version
      })
      return {
        success: true as const,
        token: app.issueToken({ sub: username, role: user.role, ver: version }),
      }
    },
  )
}
export default authRoutes
