import { createFileRoute, redirect } from '@tanstack/react-router'
import { endConsoleSession } from '@/lib/session'

export const Route = createFileRoute('/superadmin/logout')({
  beforeLoad: ({ context }) => {
    endConsoleSession('SUPERADMIN', context.queryClient)
    throw redirect({ to: '/superadmin/login', replace: true })
  },
})
