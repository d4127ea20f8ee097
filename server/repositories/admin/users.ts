import { stat } from 'node:fs/promises'
import { Type } from 'typebox'
import { Compile } from 'typebox/compile'
import type { Role } from '../../../shared/roles.ts'
import { AdminUser, type UserSummary } from '../../../shared/schemas/user.ts'
import { DurableJSONFile } from '../../store/durable-json-file.ts'
import type { JsonStore } from '../../store/json-store.ts'
import { AdminError, notFound } from './errors.ts'

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

const LAST_OWNER =
  'Sitede en az bir etkin Sahip kalmalı. Önce başka bir kullanıcıyı Sahip yapın, sonra bu değişikliği tekrarlayın.'
const NOT_YOURSELF = 'Kendi hesabınızı silemez, devre dışı bırakamaz ve rolünü değiştiremezsiniz.'
const TAKEN = 'Bu kullanıcı adı zaten kullanılıyor.'

const isEnabledOwner = (user: AdminUser) => user.role === 'owner' && user.disabled !== true

export function userSummary(user: AdminUser): UserSummary {
  return {
    username: user.username,
    role: user.role,
    disabled: user.disabled === true,
    created_at: user.created_at,
  }
}

export async function listUsers(store: UsersStore): Promise<UserSummary[]> {
  await syncFromDisk(store)
  return store.data.map(userSummary)
}

/** Adds an account; 409 when the name is taken, whatever its case ("Ayse" and "ayse" are one person). */
export async function createUser(
  store: UsersStore,
  account: { username: string; role: Role; passwordHash: string },
): Promise<UserSummary> {
  await syncFromDisk(store)
  const created = await store.update((users) => {
    const name = account.username.toLowerCase()
    if (users.some((user) => user.username.toLowerCase() === name)) throw new AdminError(409, TAKEN)
    const user: AdminUser = {
      username: account.username,
      role: account.role,
      password_hash: account.passwordHash,
      token_version: 0,
      created_at: new Date().toISOString(),
      disabled: false,
    }
    users.push(user)
    return user
  })
  await rememberUsersFile(store)
  return userSummary(created)
}

export type UserChange = { role?: Role; passwordHash?: string; disabled?: boolean }

/**
 * Changes another account's role, password or state as `actor` asked. Any change ends the account's open sessions
 * (its token version moves on). The last enabled owner is never demoted or disabled (409), and nobody changes their
 * own role or disables themselves here: the check and the write are one step of the store's queue.
 */
export async function changeUser(
  store: UsersStore,
  actor: string,
  username: string,
  change: UserChange,
): Promise<UserSummary> {
  await syncFromDisk(store)
  const changed = await store.update((users) => {
    const user = users.find((candidate) => candidate.username === username)
    if (!user) throw notFound('Kullanıcı')
    const demoted = change.role !== undefined && change.role !== user.role
    const disabling = change.disabled === true && user.disabled !== true
    const after = { ...user, role: change.role ?? user.role, disabled: change.disabled ?? user.disabled }
    if (isEnabledOwner(user) && !isEnabledOwner(after) && users.filter(isEnabledOwner).length <= 1)
      throw new AdminError(409, LAST_OWNER)
    if (user.username === actor && (demoted || disabling)) throw new AdminError(409, NOT_YOURSELF)
    if (change.role !== undefined) user.role = change.role
    if (change.disabled !== undefined) user.disabled = change.disabled
    if (change.passwordHash !== undefined) user.password_hash = change.passwordHash
    user.token_version += 1
    return user
  })
  await rememberUsersFile(store)
  return userSummary(changed)
}

/** Removes another account; never the caller's own, nor the last enabled owner (409). */
export async function deleteUser(store: UsersStore, actor: string, username: string): Promise<void> {
  await syncFromDisk(store)
  await store.update((users) => {
    const index = users.findIndex((candidate) => candidate.username === username)
    const user = users[index]
    if (!user) throw notFound('Kullanıcı')
    if (isEnabledOwner(user) && users.filter(isEnabledOwner).length <= 1)
      throw new AdminError(409, LAST_OWNER)
    if (user.username === actor) throw new AdminError(409, NOT_YOURSELF)
    users.splice(index, 1)
  })
  await rememberUsersFile(store)
}
