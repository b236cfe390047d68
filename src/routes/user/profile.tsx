import { Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { ActiveSessions } from '@/features/accounts'
import { ProfileDetails } from '@/features/accounts/member/profile/profile-details'
import { tokenHead } from '@/lib/head'
import { profileQueryOptions } from '@/features/accounts/profile-query'

export const Route = createFileRoute('/user/profile')({
  // Warmed, not awaited: the page shows a skeleton while it loads, and a refused token is handled
  // by the API client (back to /), not by an error screen.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions)
  },
  head: () => tokenHead('Profile'),
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
