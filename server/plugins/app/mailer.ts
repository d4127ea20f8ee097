import fp from 'fastify-plugin'
import { Outbox } from '../../mail/outbox.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails stored contact and quote submissions and quote acknowledgements; `kick()` sends due ones now. */
    outbox: Outbox
  }
}

/**
 * Runs the mail outbox from the moment the app is ready until it closes. `retryBaseMs` overrides
 * MAIL_RETRY_BASE_MS.
 */
export default fp<{ retryBaseMs?: number }>(
  async (app, options) => {
    const { config } = app
    const outbox = new Outbox({
      store: app.submissions,
      uploadsDir: config.uploadsDir,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      to: config.MAIL_TO,
      retryBaseMs: options.retryBaseMs ?? config.MAIL_RETRY_BASE_MS,
      log: app.log.child({ module: 'outbox' }),
      // Read when a mail is written: a quote's lines carry today's names and labels, the signature today's contact.
      catalogue: app.stores,
      settings: () => app.stores.settings.data,
      origin: config.PUBLIC_URL,
      timelines: app.timelines,
    })
    if (!outbox.configured)
      app.log.warn('SMTP_URL or MAIL_TO is not set: form submissions are stored, not mailed')
    app.decorate('outbox', outbox)
    app.addHook('onReady', async () => outbox.start())
    app.addHook('onClose', async () => outbox.close())
  },
  { name: 'mailer', dependencies: ['stores', 'submissions'] },
)
