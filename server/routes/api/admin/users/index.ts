import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import {
  UserCreateInput,
  UserList,
  UsernameParams,
  UserReply,
  UserUpdateInput,
} from '../../../../../shared/schemas/user.ts'
import { hashPassword, PasswordWorkBusyError } from '../../../../auth/passwords.ts'
import { noteChange } from '../../../../auth/actor.ts'
import {
  changeUser,
  createUser,
  deleteUser,
  listUsers,
  type UserChange,
} from '../../../../repositories/admin/users.ts'
import { passwordGateBusy } from '../auth/busy.ts'

const ERRORS = { '4xx': ErrorReply, 503: ErrorReply }

/** A hash of `password`, or null when the password gate is full (the caller answers 503 and changes nothing). */
async function hashOrBusy(password: string): Promise<string | null> {
  try {
    return await hashPassword(password)
  } catch (error) {
    if (error instanceof PasswordWorkBusyError) return null
    throw error
  }
}

/**
 * The team's accounts (owners only, see ../index.ts): GET / lists them without their hashes, POST / adds one,
 * PUT /:username changes a role, resets a password or disables / enables, DELETE /:username removes one. The
 * last enabled owner stays (server/repositories/admin/users.ts).
 */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: UserList } } }, async () => ({
    users: await listUsers(app.stores.users),
  }))

  app.post(
    '/',
    { schema: { body: UserCreateInput, response: { 201: UserReply, ...ERRORS } } },
    async (request, reply) => {
      const { username, password, role } = request.body
      const passwordHash = await hashOrBusy(password)
      if (passwordHash === null) return passwordGateBusy(reply)
      const user = await createUser(app.stores.users, { username, role, passwordHash })
      noteChange({
        collection: 'users',
        id: username,
        fields: ['username', 'role', 'password'],
        action: 'create',
      })
      return reply.code(201).send({ success: true as const, user })
    },
  )

  app.put(
    '/:username',
    { schema: { params: UsernameParams, body: UserUpdateInput, response: { 200: UserReply, ...ERRORS } } },
    async (request, reply) => {
      const { role, password, disabled } = request.body
      const change: UserChange = { role, disabled }
      if (password !== undefined) {
        const passwordHash = await hashOrBusy(password)
        if (passwordHash === null) return passwordGateBusy(reply)
        change.passwordHash = passwordHash
      }
      const user = await changeUser(
        app.stores.users,
        request.admin!.username,
        request.params.username,
        change,
      )
      noteChange({
        collection: 'users',
        id: user.username,
        fields: Object.keys(request.body),
        action: 'update',
      })
      return { success: true as const, user }
    },
  )

  app.delete(
    '/:username',
    { schema: { params: UsernameParams, response: { 204: Type.Null(), ...ERRORS } } },
    async (request, reply) => {
      await deleteUser(app.stores.users, request.admin!.username, request.params.username)
      noteChange({ collection: 'users', id: request.params.username, fields: [], action: 'delete' })
      return reply.code(204).send(null)
    },
  )
}
export default usersRoutes
