import { createFileRoute, redirect } from '@tanstack/react-router'
import { ConsoleLayout } from '@/features/layouts/console-layout'
import { tokenHead } from '@/lib/head'

/**
 * The company admin area (pathless, so its login and logout stay outside). Without an admin session
 * the browser goes to the login; the page asked for rides along, so signing in leads back to it (a
 * bookmarked filtered list).
 */
export const Route = createFileRoute('/admin/_console')({
  staticData: { shell: true },
  beforeLoad: ({ context, location }) => {
    if (context.auth.isConsole('ADMIN')) return
    // A session that ran out or that the server refused is told so on the login page.
    throw redirect({ to: '/admin/login', search: { redirect: location.href, ...context.auth.consoleEnded('ADMIN') }, replace: true })
  },
  head: () => tokenHead(),
  component: AdminArea,
})

function AdminArea() {
  return <ConsoleLayout role="ADMIN" />
}
