import { LegalPage } from './legal-page.tsx'

export function KvkkPage() {
  return <LegalPage doc="kvkk" />
}
