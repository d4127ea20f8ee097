// `npm start`: builds on first use (or when the sources are newer than the build), then runs the
// compiled server in production mode. One command for a fresh clone.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { SERVER_ARGS, SERVER_ENTRY, SERVER_ENV } from './server-process.mjs'

const serverEntry = path.resolve(SERVER_ENTRY)

async function newestSource(dir) {
  let newest = 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, await newestSource(full))
    else newest = Math.max(newest, statSync(full).mtimeMs)
  }
  return newest
}

const sources = Math.max(...(await Promise.all(['client', 'server', 'shared'].map(newestSource))))
if (!existsSync(serverEntry) || statSync(serverEntry).mtimeMs < sources) {
  console.log('Building the site (first start or changed sources)...')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = spawn(process.execPath, SERVER_ARGS, {
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env, NODE_ENV: 'production' },
})
// Pass stop signals on, so the server drains requests and flushes writes before exiting.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
