import { createFileRoute, redirect } from '@tanstack/react-router'

/** Pages for visitors without a member session: a signed-in member goes to the dashboard instead. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context }) => {
    if (context.auth.isMember()) throw redirect({ to: '/user/dashboard', replace: true })
  },
})
