import { Stack, Title } from '@mantine/core'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { ActiveSessions } from '@/features/accounts'
import { ProfileDetails } from '@/features/accounts/member/profile/profile-details'
import { tokenHead } from '@/lib/head'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { profileQueryOptions } from '@/features/accounts/profile-query'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/user/profile')({
  // Started, not awaited: the page shows the details' skeleton while they load and their failure with
  // a retry beside the sessions; a refused token is handled by the API client (back to /).
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(profileQueryOptions).catch(() => undefined)
  },
  head: () => tokenHead(m.nav_profile()),
  pendingComponent: PagePending,
  errorComponent: ProfileError,
  component: ProfilePage,
})

function ProfilePage() {
  useLocale()
  return (
    <Stack gap="md">
      <Title order={2}>{m.profile_heading()}</Title>
      <ProfileDetails />
      <ActiveSessions area="member" />
    </Stack>
  )
}

function ProfileError(props: ErrorComponentProps) {
  useLocale()
  return <LoadErrorScreen {...props} heading={m.profile_heading()} title={m.profile_load_failed()} />
}
