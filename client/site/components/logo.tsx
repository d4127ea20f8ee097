import { useSettings } from '../../lib/settings.tsx'

/** The uploaded logo, or the first letter of the company name on an accent badge until one is uploaded. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const settings = useSettings()
  const name = settings.company_name || 'Kuzey'
  return (
    <span className={compact ? 'logo logo--compact' : 'logo'}>
      {settings.site_logo ? (
        <img className="logo__image" src={settings.site_logo} alt="" width={40} height={40} />
      ) : (
        <span className="logo__badge" aria-hidden="true">
          {name.trim().charAt(0).toLocaleUpperCase('tr')}
        </span>
      )}
      <span className="logo__name">{name}</span>
    </span>
  )
}
