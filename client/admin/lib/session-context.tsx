import { createContext, useContext } from 'react'
import type { AdminSession } from './session.ts'

/** The logged-in session, provided by AdminApp once the stored token has been checked. */
export const AdminSessionContext = createContext<AdminSession | null>(null)

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext)
  if (!session) throw new Error('AdminSessionContext is missing')
  return session
}
