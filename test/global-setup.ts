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

/** Renders the demo images and catalogue once for the whole run; test apps copy them. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-uploads-'))
  await writeSeedFiles(dir, seedData())
  project.provide('demoUploadsDir', dir)
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
