import { readFile, unlink } from 'node:fs/promises'
import path from 'node:path'
import { Type } from 'typebox'
import { Compile } from 'typebox/compile'
import { Submission } from '../../shared/schemas/submission.ts'
import { StoreFileError, syncPath } from '../store/durable-json-file.ts'
import type { SubmissionStore } from './submission-store.ts'

// The old file predates the desk's status and due time.
const checkList = Compile(Type.Array(Type.Omit(Submission, ['status', 'due_at'])))

/**
 * Moves the inbox of earlier versions (`DATA_DIR/submissions.json`, one file rewritten whole on
 * every post) into the submission store, then removes the old file. Safe to repeat after a crash:
 * ids already stored are skipped. A file that does not parse stops the start, untouched.
 */
export async function migrateLegacySubmissions(dataDir: string, store: SubmissionStore): Promise<number> {
  const file = path.join(dataDir, 'submissions.json')
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
  let records: unknown
  try {
    records = JSON.parse(text)
  } catch (error) {
    throw new StoreFileError(file, `is not valid JSON (${(error as Error).message})`)
  }
  if (!checkList.Check(records)) {
    const first = [...checkList.Errors(records)][0]
    throw new StoreFileError(
      file,
      `does not match its schema (${first?.instancePath ?? '/'} ${first?.message ?? ''})`,
    )
  }
  const moved = await store.importAll(records)
  await unlink(file)
  await syncPath(dataDir)
  return moved
}
