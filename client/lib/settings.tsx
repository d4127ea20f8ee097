import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import type { PublicSettings } from '../../shared/schemas/settings.ts'
import { useCommonData } from './page-data.tsx'

export const SETTINGS_POLL_MS = 15_000

const SettingsContext = createContext<PublicSettings | null>(null)

/**
 * Site settings, kept current: re-read from GET /api/settings every 15 s (spec section 1) so an
 * admin's change reaches open pages without a reload. Failures are ignored silently (spec 8).
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const fromPage = useCommonData().settings
  const [polled, setPolled] = useState<PublicSettings | null>(null)
  // A page loaded after the last poll carries settings at least as fresh as the poll's.
  useEffect(() => {
    void fromPage
    setPolled(null)
  }, [fromPage])

  useEffect(() => {
    const timer = window.setInterval(() => {
      fetch('/api/settings')
        .then((response) => (response.ok ? (response.json() as Promise<PublicSettings>) : null))
        .then((settings) => {
          if (settings) setPolled(settings)
        })
        .catch(() => {})
    }, SETTINGS_POLL_MS)
    return () => window.clearInterval(timer)
  }, [])

  return <SettingsContext value={polled ?? fromPage}>{children}</SettingsContext>
}

export function useSettings(): PublicSettings {
  const settings = useContext(SettingsContext)
  if (!settings) throw new Error('SettingsProvider is missing')
  return settings
}
