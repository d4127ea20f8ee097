import { describe, expect, it } from 'vitest'
import { E2E_ADMIN as ADMIN, serverForTests } from '../helpers/server.ts'
import { median } from '../helpers/http.ts'

// Parallel login guesses used to be checked before any was counted (493 of 500
// verified, the right one logged in), and the argon2 burst filled libuv's thread pool so a
// static PDF took 11 s. TRUST_PROXY lets one test speak for many client addresses.
const server = serverForTests({ TRUST_PROXY: 'true' })

type Answer = { status: number; retryAfter: string | null }

async function guess(password: string, forwardedFor?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor
  const response = await fetch(`${server.url}/api/admin/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: ADMIN.username, password }),
  })
  await response.arrayBuffer()
  return { status: response.status, retryAfter: response.headers.get('retry-after') }
}

/** Milliseconds to download the demo catalogue PDF (served from disk through libuv's pool). */
async function pdfMs(): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${server.url}/uploads/katalog/katalog.pdf`)
  expect(response.status).toBe(200)
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(10_000)
  return performance.now() - started
}

const count = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length

describe('a burst of login guesses', () => {
  it('from one address: at most 5 are checked and the right password among the last is refused', async () => {
    const passwords = Array.from({ length: 150 }, (_, i) => (i === 140 ? ADMIN.password : `wrong-${i}`))
    const answers = await Promise.all(passwords.map((password) => guess(password)))
    expect(count(answers, 200)).toBe(0)
    // Every 401 is a password that was really checked.
    expect(count(answers, 401)).toBeGreaterThanOrEqual(1)
    expect(count(answers, 401)).toBeLessThanOrEqual(5)
    expect(count(answers, 429)).toBe(150 - count(answers, 401))
    expect(answers.every((answer) => answer.status !== 429 || Number(answer.retryAfter) >= 1)).toBe(true)
    // The window was used up by the burst: the right password waits for it to pass.
    const after = await guess(ADMIN.password)
    expect(after.status).toBe(429)
    expect(Number(after.retryAfter)).toBeGreaterThan(14 * 60)
  })

  it('from many addresses: argon2 work is bounded, the rest is refused with Retry-After, static files stay fast', async () => {
    const quiet = median([await pdfMs(), await pdfMs(), await pdfMs()])
    expect(quiet).toBeLessThan(1000)
    for (let round = 0; round < 3; round++) {
      const burst = Promise.all(
        Array.from({ length: 150 }, (_, i) => guess(`wrong-${i}`, `198.51.${round}.${i + 1}`)),
      )
      // Started while the 150 guesses are in flight.
      const during = await pdfMs()
      const answers = await burst
      expect(during).toBeLessThan(1000)
      expect(count(answers, 200) + count(answers, 500)).toBe(0)
      expect(count(answers, 401) + count(answers, 503)).toBe(150)
      // 2 checks run, 8 wait: most of a burst of 150 is refused at once instead of queueing.
      expect(count(answers, 503)).toBeGreaterThanOrEqual(100)
      for (const answer of answers.filter((each) => each.status === 503)) expect(answer.retryAfter).toBe('2')
    }
    // Nothing is stuck afterwards: the admin logs in from an address of its own.
    expect((await guess(ADMIN.password, '203.0.113.50')).status).toBe(200)
  })
})
