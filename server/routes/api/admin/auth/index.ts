import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { dummyPasswordHash } from '../../../../auth/dummy-hash.ts'
import { hashPassword, MIN_NEW_PASSWORD_LENGTH, verifyPassword } from '../../../../auth/passwords.ts'
import { PublicUser } from '../../../../../shared/schemas/user.ts'
import { AdminError } from '../../../../repositories/admin/errors.ts'
import { findUser, updateUser } from '../../../../repositories/admin/users.ts'
import { AdminErrorReply } from '../error-handler.ts'

const WRONG_LOGIN = 'Kullanıcı adı veya şifre hatalı'
const tooManyAttempts = (seconds: number) =>
  `Çok fazla başarısız giriş denemesi. Lütfen ${Math.ceil(seconds / 60)} dakika sonra tekrar deneyin.`

const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
)
const PasswordBody = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
    newPassword: Type.String({ minLength: MIN_NEW_PASSWORD_LENGTH, maxLength: 1024 }),
  },
  { additionalProperties: false },
)

/** POST /login (the only tokenless admin route), POST /logout, GET /me, POST /password. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        body: LoginBody,
        response: {
          200: Type.Object({ success: Type.Literal(true), token: Type.String(), user: PublicUser }),
          '4xx': AdminErrorReply,
        },
      },
    },
    async (request, reply) => {
      const address = request.ip
      const wait = app.loginThrottle.retryAfterSeconds(address)
      if (wait > 0) {
        request.log.warn({ address }, 'admin login throttled')
        return reply
          .code(429)
          .header('Retry-After', String(wait))
          .send({ success: false, error: tooManyAttempts(wait) })
      }
      const { username, password } = request.body
      const user = await findUser(app.stores.users, username)
      // Unknown users are checked against a dummy hash: same answer, same time.
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password)
      if (!user || !valid) {
        request.log.info({ address }, 'admin login failed')
        app.loginThrottle.fail(address)
        return reply.code(401).send({ success: false, error: WRONG_LOGIN })
      }
      app.loginThrottle.succeed(address)
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

  app.get('/me', { schema: { response: { 200: Type.Object({ user: PublicUser }) } } }, async (request) => ({
    user: request.admin!,
  }))

  app.post(
    '/password',
    {
      schema: {
        body: PasswordBody,
        response: {
          200: Type.Object({ success: Type.Literal(true), token: Type.String() }),
          '4xx': AdminErrorReply,
        },
      },
    },
    async (request) => {
      const { username } = request.admin!
      const user = await findUser(app.stores.users, username)
      if (!user || !(await verifyPassword(user.password_hash, request.body.currentPassword))) {
        throw new AdminError(400, 'Mevcut şifre hatalı')
      }
      const passwordHash = await hashPassword(request.body.newPassword)
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
