import { Link } from '../../components/link.tsx'
import { PageHeader } from './page-header.tsx'
import { useT } from '../lib/i18n.ts'

/** Unknown /admin/* path. */
export function AdminNotFound() {
  const t = useT()
  return (
    <div className="admin-not-found">
      <PageHeader title={t('admin.notFound.title')} intro={t('admin.notFound.text')} />
      <Link className="admin-button admin-button--primary" to="/admin">
        {t('admin.notFound.back')}
      </Link>
    </div>
  )
}
