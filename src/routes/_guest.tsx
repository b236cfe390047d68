import { createFileRoute, redirect } from '@tanstack/react-router'
import { getAuthToken } from '@/lib/auth-storage'

/** Pages for visitors without a member session: a signed-in member goes to the dashboard instead. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: () => {
    if (getAuthToken()) throw redirect({ to: '/user/dashboard', replace: true })
  },
})
