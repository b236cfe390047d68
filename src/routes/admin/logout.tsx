import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/admin/logout')({
  beforeLoad: ({ context }) => {
    context.auth.endConsole('ADMIN')
    throw redirect({ to: '/admin/login', replace: true })
  },
})
