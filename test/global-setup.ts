import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { seedData, writeSeedFiles } from '../server/seed/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUploadsDir: string
  }
}

/**
 * The demo images and catalogue once for the whole run (copied from the build's prerendered set,
 * `npm test` builds first; drawn when there is none); test apps copy them.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-uploads-'))
  await writeSeedFiles(dir, seedData(), path.resolve('dist/seed-uploads'))
  project.provide('demoUploadsDir', dir)
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
