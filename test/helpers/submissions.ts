import type { FastifyInstance } from 'fastify'
import type { Submission } from '../../shared/schemas/submission.ts'

/** Every stored submission read back from disk, oldest first (the order they were posted in). */
export async function storedSubmissions(app: FastifyInstance): Promise<Submission[]> {
  const list: Submission[] = []
  for await (const submission of app.submissions.all()) list.push(submission)
  return list.reverse()
}
