import { stat } from 'node:fs/promises'
import { Type } from 'typebox'
import { Compile } from 'typebox/compile'
import { AdminUser } from '../../../shared/schemas/user.ts'
import { DurableJSONFile } from '../../store/durable-json-file.ts'
import type { JsonStore } from '../../store/json-store.ts'

type UsersStore = JsonStore<AdminUser[]>
const UsersFile = Compile(Type.Array(AdminUser))
const seen = new WeakMap<UsersStore, string>()

async function fingerprint(file: string): Promise<string> {
  const info = await stat(file).catch(() => null)
  return info ? `${info.ino}:${info.size}:${info.mtimeMs}` : 'missing'
}

/** Remembers the users file as this process last wrote or read it. */
export async function rememberUsersFile(store: UsersStore): Promise<void> {
  seen.set(store, await fingerprint(store.file))
}

/**
 * `npm run admin -- reset-password` may rewrite users.json while the site runs. When the file
 * changed behind our back, its accounts replace the ones in memory, so a reset takes effect at
 * once (and a later logout here does not write the old password back). An unreadable file is
 * ignored: the accounts in memory stay.
 */
async function syncFromDisk(store: UsersStore): Promise<void> {
  const now = await fingerprint(store.file)
  if (seen.get(store) === now) return
  const fromDisk = await new DurableJSONFile<unknown>(store.file).read().catch(() => null)
  if (fromDisk && UsersFile.Check(fromDisk)) {
    await store.update((users) => {
      users.splice(0, users.length, ...fromDisk)
    })
  }
  await rememberUsersFile(store)
}

export async function findUser(store: UsersStore, username: string): Promise<AdminUser | null> {
  await syncFromDisk(store)
  return store.data.find((user) => user.username === username) ?? null
}

/** Changes one account; false when it does not exist. */
export async function updateUser(
  store: UsersStore,
  username: string,
  change: (user: AdminUser) => void,
): Promise<boolean> {
  await syncFromDisk(store)
  const found = await store.update((users) => {
    const user = users.find((candidate) => candidate.username === username)
    if (user) change(user)
    return Boolean(user)
  })
  await rememberUsersFile(store)
  return found
}
