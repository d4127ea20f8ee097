/**
 * Admin accounts, for the host owner:
 *   npm run admin -- create <username> [owner|editor|sales]   (owner when no role is given)
 *   npm run admin -- reset-password <username>
 * The password is read from ADMIN_NEW_PASSWORD (for scripts) or asked twice without echo.
 * Works on DATA_DIR/users.json while the site runs (the site picks the change up on its next
 * admin request); a reset also signs the user out everywhere.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { Type } from 'typebox'
import { isRole, type Role, ROLES } from '../shared/roles.ts'
import { AdminUser } from '../shared/schemas/user.ts'
import { MIN_NEW_PASSWORD_LENGTH } from '../shared/schemas/auth.ts'
import { hashPassword } from '../server/auth/passwords.ts'
import { loadConfig } from '../server/config.ts'
import { ContentVersion, JsonStore } from '../server/store/json-store.ts'

const USAGE = `Usage: npm run admin -- create <username> [${ROLES.join('|')}] | reset-password <username>`
const USERNAME = /^[A-Za-z0-9._@-]{1,64}$/

class CliError extends Error {}

/** Asks for a line on the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    let muted = false
    const output = rl as unknown as { _writeToOutput: (text: string) => void }
    output._writeToOutput = (text) => {
      if (!muted || text.includes('\n')) process.stdout.write(muted ? '\n' : text)
    }
    rl.question(question, (answer) => {
      rl.close()
      resolve(answer)
    })
    muted = true
    rl.on('SIGINT', () => {
      rl.close()
      reject(new CliError('Cancelled.'))
    })
  })
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_NEW_PASSWORD
  let password: string
  if (fromEnv !== undefined && fromEnv !== '') password = fromEnv
  else if (!process.stdin.isTTY) throw new CliError('No terminal to ask on: set ADMIN_NEW_PASSWORD.')
  else {
    password = await askHidden('New password: ')
    if ((await askHidden('Repeat it: ')) !== password) throw new CliError('The passwords do not match.')
  }
  if (password.length < MIN_NEW_PASSWORD_LENGTH) {
    throw new CliError(`The password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters.`)
  }
  if (password.length > 1024) throw new CliError('The password must be at most 1024 characters.')
  return password
}

async function openUsers(dataDir: string): Promise<JsonStore<AdminUser[]>> {
  await mkdir(dataDir, { recursive: true })
  const { store } = await JsonStore.open<AdminUser[]>({
    file: path.join(dataDir, 'users.json'),
    schema: Type.Array(AdminUser),
    seed: () => [],
    version: new ContentVersion(),
  })
  return store
}

async function main(args: string[]): Promise<string> {
  const [command, username, roleArg, ...rest] = args
  if (!command || !username || rest.length > 0 || !['create', 'reset-password'].includes(command)) {
    throw new CliError(USAGE)
  }
  if (roleArg !== undefined && (command !== 'create' || !isRole(roleArg))) throw new CliError(USAGE)
  const role: Role = roleArg ?? 'owner'
  if (!USERNAME.test(username)) throw new CliError('A username is 1-64 letters, digits or . _ @ -')
  const config = loadConfig(process.env)
  const users = await openUsers(config.dataDir)
  const existing = users.data.find((user) => user.username.toLowerCase() === username.toLowerCase())
  if (command === 'create' && existing) throw new CliError(`User "${username}" already exists.`)
  if (command === 'reset-password' && !existing) throw new CliError(`No user "${username}".`)
  const passwordHash = await hashPassword(await readPassword())
  await users.update((list) => {
    const user = list.find((candidate) => candidate.username === existing?.username)
    if (user) {
      user.password_hash = passwordHash
      user.token_version += 1
      return
    }
    list.push({
      username,
      role,
      password_hash: passwordHash,
      token_version: 0,
      created_at: new Date().toISOString(),
    })
  })
  return command === 'create'
    ? `User "${username}" created (${role}).`
    : `Password of "${username}" changed; earlier sessions are signed out.`
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = error instanceof CliError && error.message === USAGE ? 2 : 1
  },
)
