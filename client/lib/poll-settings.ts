import type { Lang } from '../../shared/i18n.ts'
import { type PageSettings, pageSettings } from '../../shared/page-settings.ts'
import type { PublicSettings } from '../../shared/schemas/settings.ts'

/** GET /api/settings read as a page in `lang` shows it; null when the answer is not 200. */
export async function pollSettings(lang: Lang): Promise<PageSettings | null> {
  const response = await fetch('/api/settings')
  return response.ok ? pageSettings((await response.json()) as PublicSettings, lang) : null
}
