import type { FastifyBaseLogger } from 'fastify'
import type { SendMailOptions, Transporter } from 'nodemailer'
import type { Settings } from '../../shared/schemas/settings.ts'
import type { Submission } from '../../shared/schemas/submission.ts'
import type { SubmissionState } from '../submissions/submission-index.ts'
import type { SubmissionStore } from '../submissions/submission-store.ts'
import type { Timelines } from '../desk/timeline.ts'
import { AcknowledgementRefused, composeAcknowledgement } from './acknowledgement.ts'
import { composeMail } from './compose.ts'
import type { LineCatalogue } from './quote-lines-view.ts'

/** After this many failed attempts a submission is marked 'failed'; an admin can still retry it. */
export const MAX_ATTEMPTS = 10
/** Delay before attempt n+1, in units of the base delay (1 min: 1 min, 5 min, 30 min, 2 h, then 6 h). */
const BACKOFF_STEPS = [1, 5, 30, 120, 360]

export function retryDelay(attempts: number, baseMs: number): number {
  const step = BACKOFF_STEPS[Math.min(Math.max(attempts, 1), BACKOFF_STEPS.length) - 1] ?? 1
  return step * baseMs
}

export type OutboxOptions = {
  store: SubmissionStore
  uploadsDir: string
  smtpUrl: string
  from: string
  to: string
  retryBaseMs: number
  log: FastifyBaseLogger
  /** Today's products and vocabularies: the lines of a quote are written with their current names and labels. */
  catalogue: LineCatalogue
  /** The company's name and contact, signed under the buyer's acknowledgement. */
  settings: () => Settings
  /** The site's public origin (PUBLIC_URL) for links to product pages; '' for none. */
  origin: string
  /** Requests' timelines: a mail sent or given up on lands there (`by: 'system'`). */
  timelines?: Pick<Timelines, 'append'>
}

/**
 * The two mails of a submission: the notification to sales (`delivery`, every submission) and the buyer's
 * acknowledgement (`acknowledgement`, quotes only). Each has its own state in the store's log, sent, retried and
 * given up on alike; an acknowledgement that is absent or 'capped' is never sent.
 */
export type MailChannel = 'delivery' | 'acknowledgement'
const CHANNELS: readonly MailChannel[] = ['delivery', 'acknowledgement']

type MailState = NonNullable<SubmissionState[MailChannel]>

function waiting(state: SubmissionState, channel: MailChannel): MailState | null {
  const mail = state[channel]
  return mail?.state === 'waiting' ? mail : null
}

/** How long closing waits for a send under way (the process stops 10 s after SIGTERM). */
const CLOSE_WAIT_MS = 5000

/** nodemailer (~80 ms to load) comes with the first mail sent, not with the start (most starts send none). */
const loadNodemailer = () => import('nodemailer')

export const NOT_CONFIGURED = 'Mail gönderimi yapılandırılmamış (SMTP_URL ve MAIL_TO); kayıt saklandı.'

/**
 * Sends the mails of stored submissions (the notification, and a quote's acknowledgement) that are 'waiting' and
 * due, one run at a time. A failure
 * keeps the record waiting with the reason and the next attempt time (exponential backoff);
 * after MAX_ATTEMPTS it becomes 'failed'. The admin's retry (state 'waiting', due now) is picked
 * up by the next tick, or at once through `kick()`. Without SMTP the records simply wait.
 */
export class Outbox {
  private transport: Transporter | null = null
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private again = false
  private closed = false
  private readonly pollMs: number

  constructor(private readonly options: OutboxOptions) {
    this.pollMs = Math.min(30_000, Math.max(20, options.retryBaseMs))
  }

  get configured(): boolean {
    return Boolean(this.options.smtpUrl && this.options.to)
  }

  start(): void {
    if (this.closed) return
    this.kick()
  }

  /** Runs as soon as possible (after the current run, if one is under way). */
  kick(): void {
    if (this.closed) return
    if (this.running) {
      this.again = true
      return
    }
    this.clearTimer()
    this.running = this.runOnce()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'mail outbox run failed'))
      .finally(() => {
        this.running = null
        if (this.closed) return
        if (this.again) {
          this.again = false
          this.kick()
        } else this.schedule()
      })
  }

  /**
   * Stops the timer, gives a send under way a few seconds to finish, and closes the SMTP
   * connection. An interrupted send leaves its record 'waiting': it is sent after the restart.
   */
  async close(): Promise<void> {
    this.closed = true
    this.clearTimer()
    let timer: NodeJS.Timeout | undefined
    await Promise.race([this.running, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))])
    clearTimeout(timer)
    this.transport?.close()
    this.transport = null
  }

  /**
   * Sends one message now on the outbox's SMTP connection, not through its queue (a quotation: the admin waits to
   * know it went). `from` defaults to MAIL_FROM (else MAIL_TO), `to` to MAIL_TO (sales). Throws when SMTP is not set.
   */
  async sendNow(message: SendMailOptions): Promise<void> {
    if (!this.configured) throw new Error(NOT_CONFIGURED)
    const { createTransport } = await loadNodemailer()
    this.transport ??= createTransport({
      url: this.options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    })
    await this.transport.sendMail({
      ...message,
      from: message.from ?? (this.options.from || this.options.to),
      to: message.to ?? this.options.to,
    })
  }

  /** Sends every due submission once. */
  async runOnce(): Promise<void> {
    if (!this.configured) {
      await this.markNotConfigured()
      return
    }
    const now = Date.now()
    // Oldest first, from the in-memory summaries: no file is read until a mail is really sent.
    // A request's notification goes before its acknowledgement.
    const entries = this.options.store.entries()
    const due: { id: string; channel: MailChannel }[] = []
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const { id, state } = entries[index]!
      for (const channel of CHANNELS) {
        const mail = waiting(state, channel)
        if (mail && Date.parse(mail.next_attempt_at || '0') <= now) due.push({ id, channel })
      }
    }
    for (const { id, channel } of due) {
      if (this.closed) return
      await this.deliver(id, channel)
    }
  }

  private compose(record: Submission, channel: MailChannel) {
    const from = this.options.from || this.options.to
    if (channel === 'acknowledgement')
      return composeAcknowledgement(record, {
        from,
        replyTo: this.options.to,
        catalogue: this.options.catalogue,
        settings: this.options.settings(),
        origin: this.options.origin,
      })
    return composeMail(record, {
      from,
      to: this.options.to,
      uploadsDir: this.options.uploadsDir,
      catalogue: this.options.catalogue,
      origin: this.options.origin,
    })
  }

  private async deliver(id: string, channel: MailChannel): Promise<void> {
    const record = await this.options.store.get(id)
    if (!record || record[channel]?.state !== 'waiting') return
    let failure: string | null = null
    // A mail that can never be written (no valid address to acknowledge) is given up at once.
    let final = false
    try {
      const message = await this.compose(record, channel)
      const { createTransport } = await loadNodemailer()
      this.transport ??= createTransport({
        url: this.options.smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
      })
      await this.transport.sendMail(message)
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'unknown error'
      final = error instanceof AcknowledgementRefused
    }
    const at = new Date()
    // Sent, or given up on: the request's timeline says so (a retry to come does not).
    let ended: 'sent' | 'failed' | null = null
    await this.options.store.update(id, (current) => {
      const mail = current[channel]
      if (!mail || mail.state !== 'waiting') return
      const attempts = mail.attempts + 1
      if (failure === null) {
        current[channel] = {
          state: 'sent',
          attempts,
          last_error: '',
          next_attempt_at: '',
          sent_at: at.toISOString(),
        }
        ended = 'sent'
      } else {
        const last = final || attempts >= MAX_ATTEMPTS
        const next = new Date(at.getTime() + retryDelay(attempts, this.options.retryBaseMs)).toISOString()
        current[channel] = {
          state: last ? 'failed' : 'waiting',
          attempts,
          last_error: failure,
          next_attempt_at: last ? '' : next,
          sent_at: '',
        }
        if (last) ended = 'failed'
      }
    })
    if (ended)
      await this.options.timelines
        ?.append(id, {
          at: at.toISOString(),
          by: 'system',
          kind: 'mail',
          detail: channel,
          to: ended,
          ...(failure ? { text: failure.slice(0, 4000) } : {}),
        })
        .catch((error: unknown) =>
          this.options.log.error({ err: error, submission: id }, 'timeline append failed'),
        )
    const what = channel === 'delivery' ? 'submission' : 'acknowledgement'
    if (failure === null) this.options.log.info({ submission: id }, `${what} mailed`)
    else this.options.log.warn({ submission: id, error: failure }, `${what} mail failed; will retry`)
  }

  /** Without SMTP nothing is attempted; each waiting record says why it waits (once). */
  private async markNotConfigured(): Promise<void> {
    const silent = this.options.store
      .entries()
      // Written out rather than through `waiting()` per channel: this runs over every stored request after each post.
      .filter(
        ({ state }) =>
          (state.delivery.state === 'waiting' && state.delivery.last_error === '') ||
          (state.acknowledgement?.state === 'waiting' && state.acknowledgement.last_error === ''),
      )
      .map((entry) => entry.id)
    if (silent.length === 0) return
    await this.options.store.updateMany(silent, (state) => {
      for (const channel of CHANNELS) {
        const mail = waiting(state, channel)
        if (mail) mail.last_error = NOT_CONFIGURED
      }
    })
  }

  private schedule(): void {
    this.clearTimer()
    this.timer = setTimeout(() => this.kick(), this.pollMs)
    this.timer.unref()
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }
}
