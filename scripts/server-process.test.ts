import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_ARGS, SERVER_ENV } from './server-process.mjs'

describe('the production server process', () => {
  it('is started by the Dockerfile with the same node flags and environment as npm start', () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8')
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1]
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_ARGS])
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(dockerfile).toMatch(new RegExp(`^ENV .*\\b${name}=${value}\\b`, 'm'))
    }
  })
})
