import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { Submission } from '../../shared/schemas/submission.ts'
import { createTestApp } from '../../test/helpers/app.ts'
import { freePort, type SmtpSink, startSmtpSink } from '../../test/helpers/smtp.ts'
import { multipartBody } from '../../test/helpers/multipart.ts'
import { sampleFiles } from '../../test/helpers/sample-files.ts'
import { MAX_ATTEMPTS, NOT_CONFIGURED, retryDelay } from './outbox.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

async function app(env: Record<string, string>): Promise<FastifyInstance> {
  const test = await createTestApp({ MAIL_TO: 'satis@kuzey.test', MAIL_FROM: 'site@kuzey.test', ...env })
  cleanups.push(test.close)
  return test.app
}

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port)
  cleanups.unshift(started.close)
  return started
}

async function postContact(target: FastifyInstance, withFile = true) {
  const files = await sampleFiles()
  const body = await multipartBody(
    { lang: 'tr', name: 'Mehmet Demir', email: 'mehmet@demir.com.tr', subject: 'Numune', message: 'Merhaba' },
    withFile ? [{ name: 'numune.pdf', bytes: files.pdf }] : [],
  )
  const response = await target.inject({ method: 'POST', url: '/api/contact', ...body })
  expect(response.json()).toEqual({ success: true })
  const newest = target.submissions.entries()[0]
  return (await target.submissions.get(newest?.id ?? '')) as Submission
}

const delivery = (target: FastifyInstance, id: string) =>
  target.submissions.entries().find((s) => s.id === id)?.state.delivery

describe('mail outbox', () => {
  it('backs off 1 min, 5 min, 30 min, 2 h, then every 6 h', () => {
    const minute = 60_000
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => retryDelay(n, minute) / minute)).toEqual([
      1, 5, 30, 120, 360, 360, 360,
    ])
  })

  it('keeps the submission when SMTP is down and delivers it once SMTP is back', async () => {
    const port = await freePort()
    const target = await app({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '300' })
    const record = await postContact(target)
    await expect.poll(() => delivery(target, record.id)?.attempts, { timeout: 10_000 }).toBeGreaterThan(0)
    const waiting = delivery(target, record.id)
    expect(waiting?.state).toBe('waiting')
    expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(Date.parse(waiting?.next_attempt_at ?? '')).toBeGreaterThan(Date.parse(record.created_at))

    const smtp = await sink(port)
    await smtp.waitFor(1)
    expect(smtp.messages[0]?.subject).toBe(`Yeni iletişim mesajı – #${record.id}`)
    expect(smtp.messages[0]?.attachments.map((a) => a.filename)).toEqual(['numune.pdf'])
    await expect.poll(() => delivery(target, record.id)?.state, { timeout: 5000 }).toBe('sent')
    expect(delivery(target, record.id)?.last_error).toBe('')
  })

  it('without SMTP stores the submission as waiting and says why', async () => {
    const target = await app({})
    const record = await postContact(target, false)
    await expect.poll(() => delivery(target, record.id)?.last_error, { timeout: 5000 }).toBe(NOT_CONFIGURED)
    expect(delivery(target, record.id)).toMatchObject({ state: 'waiting', attempts: 0 })
  })

  it(`marks a submission failed after ${MAX_ATTEMPTS} attempts, and sends it again when an admin retries`, async () => {
    const port = await freePort()
    const target = await app({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '20' })
    const record = await postContact(target, false)
    await expect.poll(() => delivery(target, record.id)?.attempts, { timeout: 5000 }).toBeGreaterThan(0)
    // Fast-forward to the last attempt.
    await target.submissions.update(record.id, (found) => {
      found.delivery = {
        ...found.delivery,
        attempts: MAX_ATTEMPTS - 1,
        next_attempt_at: new Date().toISOString(),
      }
    })
    await expect.poll(() => delivery(target, record.id)?.state, { timeout: 5000 }).toBe('failed')
    expect(delivery(target, record.id)).toMatchObject({ attempts: MAX_ATTEMPTS, next_attempt_at: '' })
    expect(delivery(target, record.id)?.last_error).not.toBe('')

    // The inbox's retry: waiting again, due now. The worker picks it up on its own.
    const smtp = await sink(port)
    await target.submissions.update(record.id, (found) => {
      found.delivery = { ...found.delivery, state: 'waiting', next_attempt_at: new Date().toISOString() }
    })
    await smtp.waitFor(1)
    await expect.poll(() => delivery(target, record.id)?.state, { timeout: 5000 }).toBe('sent')
  })
})
