import { describe, expect, it } from 'vitest'
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../shared/schemas/desk.ts'
import { refusedMove, statusForHandled } from './status-flow.ts'

const allowed = (from: SubmissionStatus, role: 'owner' | 'sales') =>
  SUBMISSION_STATUSES.filter((to) => to !== from && refusedMove(from, to, role) === null)

describe('status flow', () => {
  it('goes forward new -> in_progress -> quoted -> won | lost (steps may be skipped), and anything may be spam', () => {
    expect(allowed('new', 'sales')).toEqual(['in_progress', 'quoted', 'won', 'lost', 'spam'])
    expect(allowed('in_progress', 'sales')).toEqual(['quoted', 'won', 'lost', 'spam'])
    expect(allowed('quoted', 'sales')).toEqual(['in_progress', 'won', 'lost', 'spam'])
  })

  it('brings spam back to new only', () => {
    expect(allowed('spam', 'sales')).toEqual(['new'])
    expect(allowed('spam', 'owner')).toEqual(['new'])
    expect(refusedMove('spam', 'won', 'owner')).toMatch(/Yeni/)
  })

  it('lets only an owner reopen a won or lost request, and then only to in_progress', () => {
    expect(allowed('won', 'sales')).toEqual(['spam'])
    expect(allowed('lost', 'sales')).toEqual(['spam'])
    expect(refusedMove('won', 'in_progress', 'sales')).toBe(
      'Kazanılan ya da kaybedilen talebi yalnızca site sahibi yeniden açabilir.',
    )
    expect(allowed('won', 'owner')).toEqual(['in_progress', 'spam'])
    expect(allowed('lost', 'owner')).toEqual(['in_progress', 'spam'])
  })

  it('never goes back to new except from spam', () => {
    for (const from of ['in_progress', 'quoted', 'won', 'lost'] as const)
      expect(refusedMove(from, 'new', 'owner'), from).not.toBeNull()
  })

  it('maps the spec-era handled flag onto the status', () => {
    expect(statusForHandled('new', true)).toBe('quoted')
    expect(statusForHandled('in_progress', true)).toBe('quoted')
    expect(statusForHandled('quoted', true)).toBe('quoted')
    expect(statusForHandled('won', true)).toBe('won')
    expect(statusForHandled('quoted', false)).toBe('in_progress')
    expect(statusForHandled('lost', false)).toBe('in_progress')
    expect(statusForHandled('spam', false)).toBe('new')
    expect(statusForHandled('new', false)).toBe('new')
  })
})
