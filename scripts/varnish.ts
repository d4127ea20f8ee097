// docs/varnish.vcl run for real with Debian's varnishd, in front of a backend port: one place that knows how,
// for test/e2e/varnish.test.ts and the benchmark (`npm run bench` measures the site behind it).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './production-server.ts'

export const VARNISHD = '/usr/sbin/varnishd'

export type RunningVarnish = {
  url: string
  process: ChildProcess
  /** SIGTERM, then waits for the exit and removes its working folder. */
  stop: () => Promise<void>
}

const status = (url: string) =>
  new Promise<number>((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      .on('error', () => resolve(0))
  })

/**
 * Starts varnishd in the foreground with docs/varnish.vcl pointed at 127.0.0.1:`backendPort`; resolves once it
 * answers (a 503 while the backend is not up yet counts). Throws when varnishd is missing or the VCL does not
 * compile.
 */
export async function startVarnish(
  backendPort: number,
  { memory = '32m', quiet = false }: { memory?: string; quiet?: boolean } = {},
): Promise<RunningVarnish> {
  if (!existsSync(VARNISHD)) throw new Error('varnishd is not installed (apt-get install varnish)')
  // varnishd's worker reads the VCL as an unprivileged user: the folder and file must be world-readable.
  const workdir = await mkdtemp(path.join(os.tmpdir(), 'varnish-site-'))
  await chmod(workdir, 0o755)
  const sample = await readFile('docs/varnish.vcl', 'utf8')
  const vcl = sample.replace('.port = "3000";', `.port = "${backendPort}";`)
  if (vcl === sample) throw new Error('docs/varnish.vcl no longer names the backend as `.port = "3000";`')
  const vclFile = path.join(workdir, 'site.vcl')
  await writeFile(vclFile, vcl, { mode: 0o644 })
  const args = ['-n', path.join(workdir, 'instance'), '-f', vclFile, '-s', `malloc,${memory}`]
  const check = spawnSync(VARNISHD, ['-C', ...args], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`the VCL does not compile:\n${check.stderr}`)
  const port = await freePort()
  const child = spawn(VARNISHD, ['-F', '-a', `127.0.0.1:${port}`, '-T', '127.0.0.1:0', ...args], {
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(workdir, { recursive: true, force: true })
  }
  for (let i = 0; (await status(`${url}/healthz`)) === 0; i++) {
    if (child.exitCode !== null || i >= 200) {
      await stop()
      throw new Error('varnishd did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url, process: child, stop }
}
