import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/helpers/app.ts'
import { startSmtpSink } from '../../test/helpers/smtp.ts'
import { storeQuote } from '../../test/helpers/stored-quote.ts'

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

describe("the outbox on a request's timeline", () => {
  it('notes each mail sent, and one given up on with its reason, by the system', async () => {
    const smtp = await startSmtpSink()
    cleanups.push(smtp.close)
    const test = await createTestApp({ MAIL_TO: 'satis@kuzey.test', SMTP_URL: smtp.url })
    cleanups.push(test.close)
    // No valid address to acknowledge: sales gets the notification, the buyer's mail is given up on at once.
    const quote = await storeQuote(test.app, { fields: { name: 'X', email: 'not-an-address' } })
    await smtp.waitFor(1)
    await expect.poll(async () => (await test.app.timelines.read(quote.id)).length, { timeout: 5000 }).toBe(2)
    const events = await test.app.timelines.read(quote.id)
    expect(events.map(({ by, kind, detail, to }) => ({ by, kind, detail, to }))).toEqual([
      { by: 'system', kind: 'mail', detail: 'delivery', to: 'sent' },
      { by: 'system', kind: 'mail', detail: 'acknowledgement', to: 'failed' },
    ])
    expect(events[1]?.text).toBeTruthy()
    const stored = await test.app.submissions.get(quote.id)
    expect(events[0]?.at).toBe(stored?.delivery.sent_at)
  })
})
