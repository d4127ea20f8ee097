import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams } from '../../../../../shared/schemas/common.ts'
import { NoteInput, SUBMISSION_STATUSES, TimelineEvent } from '../../../../../shared/schemas/desk.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import { RoleSchema } from '../../../../../shared/schemas/user.ts'
import { StringEnum } from '../../../../../shared/schemas/common.ts'
import { Submission } from '../../../../../shared/schemas/submission.ts'
import { addNote, assignees, changeDesk, type DeskDeps, timelineOf } from '../../../../desk/desk.ts'

/** `PATCH /:id`: the spec's `handled`, the desk's status and assignee (at least one). */
const DeskPatch = Type.Object(
  {
    handled: Type.Optional(Type.Boolean()),
    status: Type.Optional(StringEnum(SUBMISSION_STATUSES)),
    assignee: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
)
const Assignee = Type.Object({ username: Type.String(), role: RoleSchema })

/** The quote desk on a request: status and assignee, notes, the timeline, and who can be given a request. */
const deskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: DeskDeps = {
    store: app.submissions,
    timelines: app.timelines,
    users: () => app.stores.users.data,
  }

  app.get('/assignees', { schema: { response: { 200: Type.Array(Assignee) } } }, async () =>
    assignees(app.stores.users.data),
  )

  app.patch(
    '/:id',
    { schema: { params: IdParams, body: DeskPatch, response: { 200: Submission, '4xx': ErrorReply } } },
    async (request) => changeDesk(deps, request.params.id, request.body),
  )

  app.post(
    '/:id/notes',
    {
      schema: { params: IdParams, body: NoteInput, response: { 201: TimelineEvent, '4xx': ErrorReply } },
    },
    async (request, reply) => reply.code(201).send(await addNote(deps, request.params.id, request.body.text)),
  )

  app.get(
    '/:id/timeline',
    { schema: { params: IdParams, response: { 200: Type.Array(TimelineEvent), '4xx': ErrorReply } } },
    async (request) => timelineOf(deps, request.params.id),
  )
}
export default deskRoutes
