import { Stack, Title } from '@mantine/core'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { ActiveSessions } from '@/features/accounts'
import { ProfileDetails } from '@/features/accounts/member/profile/profile-details'
import { tokenHead } from '@/lib/head'
import { profileQueryOptions } from '@/features/accounts/profile-query'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/user/profile')({
  // Started, not awaited: the page shows the details' skeleton while they load and their failure with
  // a retry beside the sessions; a refused token is handled by the API client (back to /).
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(profileQueryOptions).catch(() => undefined)
  },
  head: () => tokenHead('Profile'),
  pendingComponent: PagePending,
  errorComponent: ProfileError,
  component: ProfilePage,
})

function ProfilePage() {
  return (
    <Stack gap="md">
      <Title order={2}>My Profile</Title>
      <ProfileDetails />
      <ActiveSessions area="member" />
    </Stack>
  )
}

function ProfileError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading="My Profile" title="Failed to retrieve user profile" />
}
