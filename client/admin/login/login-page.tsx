import { LockKeyhole } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { errorTextOf } from '../../lib/error-text.ts'
import { type AdminMessageId, useT } from '../lib/i18n.ts'
import { saveSession, takeExpiredNote } from '../lib/session.ts'
import type { LoginReply } from '../../../shared/schemas/auth.ts'
import { TextField } from '../components/fields.tsx'

type Failure = { text: string } | { id: AdminMessageId }

/**
 * Both fields required, password at least 3 characters: checked here so a slip costs no throttled login
 * attempt.
 */
function validate(username: string, password: string) {
  return {
    username: username.trim() === '' ? ('admin.login.usernameRequired' as const) : null,
    password:
      password === ''
        ? ('admin.login.passwordRequired' as const)
        : password.length < 3
          ? ('admin.login.passwordShort' as const)
          : null,
  }
}

/** /admin without a session: the login form. A successful login stores the session and shows the dashboard. */
export function LoginPage() {
  const t = useT()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState({ username: false, password: false })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [expired] = useState(() => takeExpiredNote())
  const errors = validate(username, password)
  const blank = username.trim() === '' || password === ''

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched({ username: true, password: true })
    if (errors.username || errors.password || busy) return
    setBusy(true)
    setFailure(null)
    try {
      const response = await fetch('/api/admin/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: username.trim(), password }),
      })
      const body = (await response.json().catch(() => null)) as Partial<LoginReply> | null
      if (response.ok && body?.success && typeof body.token === 'string' && body.user) {
        saveSession({ token: body.token, user: { username: body.user.username, role: body.user.role } })
        return
      }
      const text = errorTextOf(body)
      setFailure(text ? { text } : { id: 'admin.login.failed' })
    } catch {
      setFailure({ id: 'admin.login.network' })
    }
    setBusy(false)
  }

  return (
    <main className="admin-login">
      <div className="admin-login__panel">
        <div className="admin-login__head">
          <span className="admin-login__icon" aria-hidden="true">
            <LockKeyhole size={22} />
          </span>
          <h1 className="admin-login__title">{t('admin.login.title')}</h1>
          <p className="admin-login__intro">{t('admin.login.intro')}</p>
        </div>
        {expired && !failure && (
          <p className="admin-alert admin-alert--info" role="status">
            {t('admin.login.expired')}
          </p>
        )}
        {failure && (
          <p className="admin-alert admin-alert--error" role="alert">
            {'text' in failure ? failure.text : t(failure.id)}
          </p>
        )}
        <form className="admin-login__form" noValidate onSubmit={submit}>
          <TextField
            label={t('admin.login.username')}
            value={username}
            onChange={setUsername}
            onBlur={() => setTouched((current) => ({ ...current, username: true }))}
            autoComplete="username"
            required
            error={touched.username && errors.username ? t(errors.username) : null}
          />
          <TextField
            label={t('admin.login.password')}
            type="password"
            value={password}
            onChange={setPassword}
            onBlur={() => setTouched((current) => ({ ...current, password: true }))}
            autoComplete="current-password"
            required
            error={touched.password && errors.password ? t(errors.password) : null}
          />
          <button
            type="submit"
            className="admin-button admin-button--primary admin-button--block"
            disabled={blank || busy}
          >
            {busy ? t('admin.login.submitting') : t('admin.login.submit')}
          </button>
        </form>
        <a className="admin-login__back" href="/">
          {t('admin.login.back')}
        </a>
      </div>
    </main>
  )
}
