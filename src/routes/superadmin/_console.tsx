import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { SuperadminLayout } from '@/features/console-shell/console-layout'
import { hasConsoleSession } from '@/lib/auth-storage'
import { tokenHead } from '@/lib/head'

/** The super admin area; pathless, so /superadmin/login and /superadmin/logout stay outside the guard. */
export const Route = createFileRoute('/superadmin/_console')({
  staticData: { shell: true },
  beforeLoad: () => {
    if (!hasConsoleSession('SUPERADMIN')) throw redirect({ to: '/superadmin/login', replace: true })
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
