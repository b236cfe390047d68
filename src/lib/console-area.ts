import { redirect } from '@tanstack/react-router'
import { type ConsoleRole, hasConsoleSession } from '@/lib/auth-storage'
import { tokenHead } from '@/lib/head'

const LOGIN = { ADMIN: '/admin/login', SUPERADMIN: '/superadmin/login' } as const

/**
 * The route options of a console area (pathless, so its login and logout stay outside): its pages
 * sit in the shell, and without a session of its role the browser goes to its login. The page
 * asked for rides along, so signing in leads back to it (a bookmarked filtered list). Kept apart
 * from the shell's layout, so the route tree (in every page's first load) does not carry it.
 */
export function consoleAreaOptions(role: ConsoleRole) {
  return {
    staticData: { shell: true },
    beforeLoad: ({ location }: { location: { href: string } }) => {
      if (!hasConsoleSession(role)) throw redirect({ to: LOGIN[role], search: { redirect: location.href }, replace: true })
    },
    head: () => tokenHead(),
  }
}
