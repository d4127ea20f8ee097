import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { seedData, writeSeedFiles } from '../server/seed/index.ts'
import { prerenderedDemoUploads } from './helpers/demo-uploads.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUploadsDir: string
  }
}

/**
 * The demo images and catalogue once for the whole run, as a first start writes them (only the
 * files the content uses, copied from a prerendered set); test apps copy this folder.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-uploads-'))
  await writeSeedFiles(dir, seedData(), await prerenderedDemoUploads())
  project.provide('demoUploadsDir', dir)
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
