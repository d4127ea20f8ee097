import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { type PageSettings, pageSettings } from '../../shared/page-settings.ts'
import type { PublicSettings } from '../../shared/schemas/settings.ts'
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
  const [polled, setPolled] = useState<{ base: PageSettings; value: PublicSettings } | null>(null)
  const latestPage = useRef(fromPage)
  useEffect(() => {
    latestPage.current = fromPage
  }, [fromPage])

  useEffect(() => {
    const timer = window.setInterval(() => {
      fetch('/api/settings')
        .then((response) => (response.ok ? (response.json() as Promise<PublicSettings>) : null))
        .then((settings) => {
          if (settings) setPolled({ base: latestPage.current, value: settings })
        })
        .catch(() => {})
    }, SETTINGS_POLL_MS)
    return () => window.clearInterval(timer)
  }, [])

  const current = useMemo(
    () => (polled && polled.base === fromPage ? pageSettings(polled.value, lang) : fromPage),
    [polled, fromPage, lang],
  )
  return <SettingsContext value={current}>{children}</SettingsContext>
}

export function useSettings(): PageSettings {
  const settings = useContext(SettingsContext)
  if (!settings) throw new Error('SettingsProvider is missing')
  return settings
}
