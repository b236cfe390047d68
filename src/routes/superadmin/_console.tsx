import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { SuperadminLayout } from '@/features/shell/console-layout'
import { hasConsoleSession } from '@/lib/auth-storage'
import { tokenHead } from '@/lib/head'

/** The super admin area; pathless, so /superadmin/login and /superadmin/logout stay outside the guard. */
export const Route = createFileRoute('/superadmin/_console')({
  staticData: { shell: true },
  // The page asked for rides along, so signing in leads back to it (a bookmarked filtered list).
  beforeLoad: ({ location }) => {
    if (!hasConsoleSession('SUPERADMIN')) throw redirect({ to: '/superadmin/login', search: { redirect: location.href }, replace: true })
  },
  head: () => tokenHead(),
  component: SuperadminArea,
})

function SuperadminArea() {
  return (
    <SuperadminLayout>
      <Outlet />
    </SuperadminLayout>
  )
}
