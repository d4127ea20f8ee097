import { Route, Routes } from 'react-router'

/** The admin panel (Turkish): login and dashboard at /admin, one screen per resource below it. */
export default function AdminApp() {
  return (
    <Routes>
      <Route index element={<main className="admin-placeholder">Yönetim paneli</main>} />
    </Routes>
  )
}
