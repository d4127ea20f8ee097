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
          {badgeLetter(name)}
        </span>
      )}
      <span className="logo__name">{name}</span>
    </span>
  )
}

/** Badge letters by company name: a locale-aware upper case costs more than the rest of the logo (two per page). */
const badgeLetters = new Map<string, string>()

/** The name's first letter as Turkish writes it in capitals (i → İ). */
export function badgeLetter(name: string): string {
  let letter = badgeLetters.get(name)
  if (letter === undefined) {
    letter = name.trim().charAt(0).toLocaleUpperCase('tr')
    if (badgeLetters.size < 16) badgeLetters.set(name, letter)
  }
  return letter
}
