import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_ARGS, SERVER_ENV, START_SCRIPT } from './server-process.mjs'

describe('the production server process', () => {
  it('is started by the Dockerfile with the same node flags and environment as npm start', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8')
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1]
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_ARGS])
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(dockerfile).toMatch(new RegExp(`^ENV .*\\b${name}=${value}\\b`, 'm'))
    }
  })

  it("is package.json's start script, with the same node flags and environment", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
    expect(scripts.start).toBe(START_SCRIPT)
    for (const part of [
      ...Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`),
      ...SERVER_ARGS.slice(0, -1),
    ])
      expect(START_SCRIPT).toContain(part)
    expect(START_SCRIPT).toMatch(/^exec /)
  })
})
