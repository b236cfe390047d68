import { createFileRoute, redirect } from '@tanstack/react-router'
import { endConsoleSession } from '@/lib/session'

export const Route = createFileRoute('/admin/logout')({
  beforeLoad: ({ context }) => {
    endConsoleSession('ADMIN', context.queryClient)
    throw redirect({ to: '/admin/login', replace: true })
  },
})
