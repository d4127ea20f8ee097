import { useState } from 'react'
import { ROLES, type Role } from '../../../shared/roles.ts'
import { USERNAME_PATTERN, type UserCreateInput } from '../../../shared/schemas/user.ts'
import { MIN_NEW_PASSWORD_LENGTH } from '../../../shared/schemas/auth.ts'
import { EditForm } from '../components/edit-form.tsx'
import { SelectField, TextField } from '../components/fields.tsx'
import { useT } from '../lib/i18n.ts'
import { ROLE_TEXT } from './role-text.ts'

const NAME = new RegExp(USERNAME_PATTERN)

/** A new account: name, first password and role (the role's description under the choice). */
export function UserForm({
  onSave,
  onCancel,
}: {
  onSave: (body: UserCreateInput) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [role, setRole] = useState<Role>('sales')
  const [errors, setErrors] = useState({ username: false, password: false })

  const submit = () => {
    const next = {
      username: !NAME.test(username.trim()),
      password: password.length < MIN_NEW_PASSWORD_LENGTH,
    }
    setErrors(next)
    if (next.username || next.password) return undefined
    return onSave({ username: username.trim(), password, role })
  }

  return (
    <EditForm title={t('admin.users.formCreate')} onSubmit={submit} onCancel={onCancel}>
      <div className="admin-form__grid admin-users__form">
        <TextField
          label={t('admin.users.username')}
          hint={t('admin.users.usernameHint')}
          value={username}
          onChange={(value) => {
            setUsername(value)
            setErrors((current) => ({ ...current, username: false }))
          }}
          autoComplete="off"
          maxLength={64}
          required
          error={errors.username ? t('admin.users.usernameInvalid') : null}
        />
        <TextField
          label={t('admin.users.password')}
          hint={t('admin.users.passwordHint')}
          type="password"
          value={password}
          onChange={(value) => {
            setPassword(value)
            setErrors((current) => ({ ...current, password: false }))
          }}
          autoComplete="new-password"
          maxLength={1024}
          required
          error={errors.password ? t('admin.users.passwordShort') : null}
        />
        <SelectField
          label={t('admin.users.role')}
          hint={t(ROLE_TEXT[role].desc)}
          value={role}
          onChange={(value) => setRole(value as Role)}
        >
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t(ROLE_TEXT[option].name)}
            </option>
          ))}
        </SelectField>
      </div>
    </EditForm>
  )
}

/** A new password for someone else's account (their open sessions end). */
export function PasswordForm({
  username,
  onSave,
  onCancel,
}: {
  username: string
  onSave: (password: string) => Promise<void>
  onCancel: () => void
}) {
  const t = useT()
  const [password, setPassword] = useState('')
  const [short, setShort] = useState(false)
  const submit = () => {
    const tooShort = password.length < MIN_NEW_PASSWORD_LENGTH
    setShort(tooShort)
    return tooShort ? undefined : onSave(password)
  }
  return (
    <EditForm title={t('admin.users.resetTitle', { name: username })} onSubmit={submit} onCancel={onCancel}>
      <TextField
        label={t('admin.users.newPassword')}
        hint={t('admin.users.passwordHint')}
        type="password"
        value={password}
        onChange={(value) => {
          setPassword(value)
          setShort(false)
        }}
        autoComplete="new-password"
        maxLength={1024}
        required
        error={short ? t('admin.users.passwordShort') : null}
      />
    </EditForm>
  )
}
