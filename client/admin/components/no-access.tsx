import { Link } from '../../components/link.tsx'
import { useT } from '../lib/i18n.ts'
import { useAdminSession } from '../lib/session-context.tsx'
import { ROLE_TEXT } from '../users/role-text.ts'
import { PageHeader } from './page-header.tsx'

/** A screen the session's role may not open (typed or bookmarked URL): said plainly, nothing of it loaded. */
export function NoAccess() {
  const t = useT()
  const { user } = useAdminSession()
  return (
    <div className="admin-not-found">
      <PageHeader
        title={t('admin.forbidden.title')}
        intro={t('admin.forbidden.text', { role: t(ROLE_TEXT[user.role].name) })}
      />
      <Link className="admin-button admin-button--primary" to="/admin">
        {t('admin.forbidden.back')}
      </Link>
    </div>
  )
}
