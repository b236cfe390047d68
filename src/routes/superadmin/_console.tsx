import { createFileRoute, redirect } from '@tanstack/react-router'
import { ConsoleLayout } from '@/features/layouts/console-layout'
import { tokenHead } from '@/lib/head'

/**
 * The super admin area: the platform and its companies (pathless, so its login and logout stay
 * outside). Without a super-admin session the browser goes to the login, the page asked for riding along.
 */
export const Route = createFileRoute('/superadmin/_console')({
  staticData: { shell: true },
  beforeLoad: ({ context, location }) => {
    if (context.auth.isConsole('SUPERADMIN')) return
    // A session that ran out or that the server refused is told so on the login page.
    throw redirect({ to: '/superadmin/login', search: { redirect: location.href, ...context.auth.consoleEnded('SUPERADMIN') }, replace: true })
  },
  head: () => tokenHead(),
  component: SuperadminArea,
})

function SuperadminArea() {
  return <ConsoleLayout role="SUPERADMIN" />
}
