import { KeyRound, Plus, Trash, UserCheck, UserX } from 'lucide-react'
import { useState } from 'react'
import { ROLES, type Role } from '../../../shared/roles.ts'
import type { UserList, UserReply, UserSummary } from '../../../shared/schemas/user.ts'
import { Card } from '../components/card.tsx'
import { type Column, DataTable } from '../components/data-table.tsx'
import { LoadState } from '../components/load-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { RowAction, RowActions } from '../components/row-actions.tsx'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { formatDate } from '../lib/lists.ts'
import { useAdminSession } from '../lib/session-context.tsx'
import { useAdminAction } from '../lib/use-admin-action.ts'
import { useApi } from '../lib/use-api.ts'
import { ROLE_TEXT } from './role-text.ts'
import { PasswordForm, UserForm } from './user-form.tsx'
import './users.css'

const userUrl = (username: string) => `/api/admin/users/${encodeURIComponent(username)}`

/**
 * /admin/users (owners only): the team's accounts with their role, state and date; add one, change a role, reset
 * a password, disable or enable, delete. The server keeps the last owner and refuses changes to one's own account.
 */
export function UsersPage() {
  const t = useT()
  const { user: me } = useAdminSession()
  const users = useApi<UserList>('/api/admin/users')
  const { dialog, run, busy } = useAdminAction()
  const [form, setForm] = useState<{ kind: 'create' } | { kind: 'password'; username: string } | null>(null)

  const change = (user: UserSummary, body: { role?: Role; disabled?: boolean; password?: string }) =>
    api<UserReply>(userUrl(user.username), { method: 'PUT', body })

  const setRole = (user: UserSummary, role: Role) =>
    run({
      confirm: {
        title: t('admin.users.roleTitle'),
        message: t('admin.users.roleConfirm', { name: user.username, role: t(ROLE_TEXT[role].name) }),
        confirmLabel: t('admin.users.roleButton'),
      },
      key: user.username,
      request: () => change(user, { role }),
      success: {
        id: 'admin.users.roleChanged',
        values: { name: user.username, role: t(ROLE_TEXT[role].name) },
      },
      failed: 'admin.users.saveError',
      onDone: users.reload,
    })

  const setDisabled = (user: UserSummary, disabled: boolean) =>
    run({
      confirm: disabled
        ? {
            title: t('admin.users.disableTitle'),
            message: t('admin.users.disableConfirm', { name: user.username }),
            confirmLabel: t('admin.users.disable'),
          }
        : undefined,
      key: user.username,
      request: () => change(user, { disabled }),
      success: {
        id: disabled ? 'admin.users.disabledToast' : 'admin.users.enabledToast',
        values: { name: user.username },
      },
      failed: 'admin.users.saveError',
      onDone: users.reload,
    })

  const remove = (user: UserSummary) =>
    run({
      confirm: {
        title: t('admin.users.deleteTitle'),
        message: t('admin.users.deleteConfirm', { name: user.username }),
      },
      key: user.username,
      request: () => api(userUrl(user.username), { method: 'DELETE' }),
      success: { id: 'admin.users.deleted', values: { name: user.username } },
      failed: 'admin.users.deleteError',
      onDone: users.reload,
    })

  const columns: Column<UserSummary>[] = [
    {
      key: 'username',
      header: t('admin.users.username'),
      cell: (user) => (
        <span className="admin-users__name">
          {user.username}
          {user.username === me.username && (
            <span className="admin-badge admin-badge--info">{t('admin.users.you')}</span>
          )}
        </span>
      ),
    },
    {
      key: 'role',
      header: t('admin.users.role'),
      label: t('admin.users.role'),
      cell: (user) => (
        <select
          className="admin-input admin-select admin-users__role"
          value={user.role}
          aria-label={t('admin.users.roleFor', { name: user.username })}
          title={user.username === me.username ? t('admin.users.selfHint') : undefined}
          disabled={user.username === me.username || busy === user.username}
          onChange={(event) => setRole(user, event.target.value as Role)}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(ROLE_TEXT[role].name)}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'state',
      header: t('admin.users.state'),
      label: t('admin.users.state'),
      cell: (user) => (
        <span className={`admin-badge ${user.disabled ? 'admin-badge--muted' : 'admin-badge--success'}`}>
          {user.disabled ? t('admin.users.disabledState') : t('admin.users.enabled')}
        </span>
      ),
    },
    {
      key: 'created',
      header: t('admin.users.created'),
      label: t('admin.users.created'),
      cell: (user) => <span className="admin-muted">{formatDate(user.created_at)}</span>,
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('admin.users.actions')}</span>,
      className: 'admin-users__actions',
      cell: (user) => {
        const self = user.username === me.username
        const name = user.username
        return (
          <RowActions>
            <RowAction
              icon={KeyRound}
              text={t('admin.users.reset')}
              label={t('admin.users.resetNamed', { name })}
              iconOnly
              disabled={busy === name}
              onClick={() => setForm({ kind: 'password', username: name })}
            />
            <RowAction
              icon={user.disabled ? UserCheck : UserX}
              text={user.disabled ? t('admin.users.enable') : t('admin.users.disable')}
              label={
                user.disabled
                  ? t('admin.users.enableNamed', { name })
                  : t('admin.users.disableNamed', { name })
              }
              iconOnly
              disabled={self || busy === name}
              onClick={() => setDisabled(user, !user.disabled)}
            />
            <RowAction
              icon={Trash}
              text={t('admin.delete')}
              label={t('admin.deleteNamed', { name })}
              iconOnly
              danger
              disabled={self || busy === name}
              onClick={() => remove(user)}
            />
          </RowActions>
        )
      },
    },
  ]

  return (
    <>
      <PageHeader
        title={t('admin.users.title')}
        intro={t('admin.users.intro')}
        actions={
          <button
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => setForm({ kind: 'create' })}
          >
            <Plus size={16} aria-hidden="true" />
            {t('admin.users.new')}
          </button>
        }
      />
      {form?.kind === 'create' && (
        <UserForm
          onSave={async (body) => {
            const ok = await run({
              request: () => api<UserReply>('/api/admin/users', { method: 'POST', body }),
              success: { id: 'admin.users.added', values: { name: body.username } },
              failed: 'admin.users.saveError',
              onDone: users.reload,
            })
            if (ok) setForm(null)
          }}
          onCancel={() => setForm(null)}
        />
      )}
      {form?.kind === 'password' && (
        <PasswordForm
          key={form.username}
          username={form.username}
          onSave={async (password) => {
            const ok = await run({
              request: () => api<UserReply>(userUrl(form.username), { method: 'PUT', body: { password } }),
              success: { id: 'admin.users.resetDone', values: { name: form.username } },
              failed: 'admin.users.saveError',
            })
            if (ok) setForm(null)
          }}
          onCancel={() => setForm(null)}
        />
      )}
      <Card
        className="admin-users__list"
        title={t('admin.users.listTitle', { count: users.data?.users.length ?? 0 })}
      >
        {!users.data ? (
          <LoadState error={users.error} onRetry={users.reload} />
        ) : (
          <DataTable
            caption={t('admin.users.caption')}
            rows={users.data.users}
            columns={columns}
            rowKey={(user) => user.username}
            rowClassName={(user) => (user.disabled ? 'is-inactive' : undefined)}
            empty={t('admin.users.empty')}
          />
        )}
      </Card>
      <Card title={t('admin.users.rolesTitle')}>
        <dl className="admin-users__roles">
          {ROLES.map((role) => (
            <div key={role}>
              <dt>{t(ROLE_TEXT[role].name)}</dt>
              <dd>{t(ROLE_TEXT[role].desc)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {dialog}
    </>
  )
}
