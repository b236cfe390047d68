import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/superadmin/logout')({
  beforeLoad: ({ context }) => {
    context.auth.endConsole('SUPERADMIN')
    throw redirect({ to: '/superadmin/login', replace: true })
  },
})
