import { afterAll, beforeAll } from 'vitest'
import { createTestApp } from './app.ts'
import { sampleFiles } from './sample-files.ts'
import { type SmtpSink, startSmtpSink } from './smtp.ts'

/**
 * A test app for a public form's tests: it mails through a local SMTP sink (`mailEnv` adds
 * MAIL_FROM, MAIL_TO, ...), and the sample upload files are ready. Started before this file's tests
 * and closed after them; the properties are only valid inside tests and later hooks.
 */
export function formTestApp(mailEnv: Record<string, string>) {
  let sink: SmtpSink | undefined
  let files: Awaited<ReturnType<typeof sampleFiles>> | undefined
  let started: Awaited<ReturnType<typeof createTestApp>> | undefined
  beforeAll(async () => {
    sink = await startSmtpSink()
    files = await sampleFiles()
    started = await createTestApp({ SMTP_URL: sink.url, ...mailEnv })
  })
  afterAll(async () => {
    await started?.close()
    await sink?.close()
  })
  const ready = () => {
    if (!sink || !files || !started) throw new Error('the form test app is only there inside tests')
    return { sink, files, started }
  }
  return {
    get app() {
      return ready().started.app
    },
    get uploadsDir() {
      return ready().started.config.uploadsDir
    },
    get sink() {
      return ready().sink
    },
    get files() {
      return ready().files
    },
  }
}
