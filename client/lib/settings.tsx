import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import type { PageSettings } from '../../shared/page-settings.ts'
import { useCurrentPageData } from './page-data.tsx'

export const SETTINGS_POLL_MS = 15_000

const SettingsContext = createContext<PageSettings | null>(null)

/**
 * The settings the page shows (shared/page-settings.ts), kept current: re-read from GET /api/settings
 * every 15 s so an admin's change reaches open pages without a reload. Failures are ignored
 * silently: the page keeps the settings it already has, and the next poll tries again.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { common, lang } = useCurrentPageData()
  const fromPage = common.settings
  // A poll answer counts only until the next page arrives: that page's settings are newer.
  const [polled, setPolled] = useState<{ base: PageSettings; value: PageSettings } | null>(null)
  const latest = useRef({ page: fromPage, lang })
  useEffect(() => {
    latest.current = { page: fromPage, lang }
  }, [fromPage, lang])

  useEffect(() => {
    const timer = window.setInterval(() => {
      const { page, lang: pageLang } = latest.current
      // Loaded at the first poll, 15 s in: the reading of the answer stays out of every page's first load.
      import('./poll-settings.ts')
        .then(({ pollSettings }) => pollSettings(pageLang))
        .then((settings) => {
          // Unchanged settings keep the same object: a new one would re-render every reader of them every 15 s
          // (and make React drop the server's HTML of a part not yet made live, see live-when-seen.tsx).
          if (settings)
            setPolled((before) =>
              before?.base === page && sameSettings(before.value, settings)
                ? before
                : sameSettings(page, settings)
                  ? { base: page, value: page }
                  : { base: page, value: settings },
            )
        })
        .catch(() => {})
    }, SETTINGS_POLL_MS)
    return () => window.clearInterval(timer)
  }, [])

  const current = polled && polled.base === fromPage ? polled.value : fromPage
  return <SettingsContext value={current}>{children}</SettingsContext>
}

export function useSettings(): PageSettings {
  const settings = useContext(SettingsContext)
  if (!settings) throw new Error('SettingsProvider is missing')
  return settings
}

/** The same settings as read by a page (a small flat record: its JSON is its content). */
function sameSettings(a: PageSettings, b: PageSettings): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}
