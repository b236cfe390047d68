import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { AdminLayout } from '@/features/shell/console-layout'
import { hasConsoleSession } from '@/lib/auth-storage'
import { tokenHead } from '@/lib/head'

/** The company admin area; pathless, so /admin/login and /admin/logout stay outside the guard. */
export const Route = createFileRoute('/admin/_console')({
  staticData: { shell: true },
  // The page asked for rides along, so signing in leads back to it (a bookmarked filtered list).
  beforeLoad: ({ location }) => {
    if (!hasConsoleSession('ADMIN')) throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true })
  },
  head: () => tokenHead(),
  component: AdminArea,
})

function AdminArea() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  )
}
