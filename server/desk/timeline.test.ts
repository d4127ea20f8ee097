import { appendFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { TimelineEvent } from '../../shared/schemas/desk.ts'
import { Timelines } from './timeline.ts'

let dir = ''
afterEach(() => rm(dir, { recursive: true, force: true }))

const note = (text: string): TimelineEvent => ({
  at: '2026-11-27T09:00:00.000Z',
  by: 'ayse',
  kind: 'note',
  text,
})

describe('a request timeline', () => {
  it('keeps parallel appends whole and in order of arrival, and skips a torn last line a crash left', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'timeline-'))
    const timelines = new Timelines(dir)
    await Promise.all(Array.from({ length: 50 }, (_, i) => timelines.append('q1', note(`not ${i}`))))
    // A crash in the middle of the next append: half a line, no newline.
    await appendFile(timelines.file('q1'), '{"at":"2026-11-27T09:01:00.000Z","by":"ay')
    const events = await timelines.read('q1')
    expect(events.map((event) => event.text)).toEqual(Array.from({ length: 50 }, (_, i) => `not ${i}`))
    expect(await timelines.read('q2')).toEqual([])
    await expect(
      timelines.append('q1', { ...note('x'), kind: 'nope' } as unknown as TimelineEvent),
    ).rejects.toThrow()
    await timelines.remove('q1')
    expect(await timelines.read('q1')).toEqual([])
  })
})
