// `npm start`: builds on first use (or when the sources are newer than the build), then runs the
// compiled server in production mode in this very process, so a supervisor's SIGTERM or SIGINT to
// npm reaches the server (npm passes them to the process it started) and no wrapper process holds
// memory beside it. One command for a fresh clone.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { SERVER_ARGS, SERVER_ENTRY, SERVER_ENV, startedAsServer } from './server-process.mjs'

const serverEntry = path.resolve(SERVER_ENTRY)

async function newestSource(dir) {
  const entries = await readdir(dir, { withFileTypes: true })
  const times = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? newestSource(full) : stat(full).then((info) => info.mtimeMs)
    }),
  )
  return Math.max(0, ...times)
}

const sources = Math.max(...(await Promise.all(['client', 'server', 'shared'].map(newestSource))))
if (!existsSync(serverEntry) || statSync(serverEntry).mtimeMs < sources) {
  console.log('Building the site (first start or changed sources)...')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

process.env.NODE_ENV = 'production'
if (startedAsServer()) {
  // The server's own entry: it listens, and stops cleanly on SIGTERM and SIGINT.
  await import(pathToFileURL(serverEntry).href)
} else {
  // Started some other way than package.json's start script (`node scripts/start.mjs`): the node
  // flags and environment can only be given to a new process, so the server runs as a child.
  const server = spawn(process.execPath, SERVER_ARGS, {
    stdio: 'inherit',
    env: { ...process.env, ...SERVER_ENV },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
