import { type ReactNode, useEffect } from 'react'
import { useT } from '../lib/i18n.ts'

/** The screen's h1, a line of context and its main actions; also names the browser tab. */
export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: string
  intro?: ReactNode
  actions?: ReactNode
}) {
  const t = useT()
  const panel = t('admin.title')
  useEffect(() => {
    document.title = `${title} – ${panel}`
  }, [title, panel])
  return (
    <header className="admin-page-header">
      <div>
        <h1 className="admin-page-header__title">{title}</h1>
        {intro && <p className="admin-page-header__intro">{intro}</p>}
      </div>
      {actions && <div className="admin-page-header__actions">{actions}</div>}
    </header>
  )
}
