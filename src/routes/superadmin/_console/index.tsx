import { createFileRoute, redirect } from '@tanstack/react-router'

/** The area's index is its dashboard; one screen, so its first-visit reload happens once. */
export const Route = createFileRoute('/superadmin/_console/')({
  beforeLoad: () => {
    throw redirect({ to: '/superadmin/dashboard', replace: true })
  },
})
