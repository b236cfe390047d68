import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { QueryPart } from '@/ui/query-part'
import { profileQueryOptions } from '@/features/accounts/profile-query'
import { ProfileForm } from '@/features/accounts/member/profile/profile-form'
import { NotificationSettings } from '@/features/accounts/member/profile/notification-settings'

function ProfileSkeleton() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} aria-busy="true" aria-label={m.profile_loading_details()}>
      <Stack gap="xl">
        <Group gap="lg">
          <Skeleton circle height={112} />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={14} width="40%" />
            <Skeleton height={12} width="70%" />
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {Array.from({ length: 7 }, (_, index) => (
            <Stack key={index} gap={6}>
              <Skeleton height={12} width="30%" />
              <Skeleton height={36} />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}

/** The profile screen's body: a skeleton while it loads, the form once it is there, and a retry if it failed. */
export function ProfileDetails() {
  useLocale()
  return (
    <QueryPart
      pending={<ProfileSkeleton />}
      failed={(_error, retry) => (
        <Alert color="red" title={m.profile_load_failed()}>
          <Stack gap="sm" align="flex-start">
            {m.profile_try_again_text()}
            <Button variant="light" color="red" size="xs" onClick={retry}>
              {m.try_again()}
            </Button>
          </Stack>
        </Alert>
      )}
    >
      <LoadedProfile />
    </QueryPart>
  )
}

function LoadedProfile() {
  const profile = useSuspenseQuery({ ...profileQueryOptions, select: (response) => response.data }).data
  return (
    <Stack gap="md">
      <ProfileForm key={profile.id} profile={profile} />
      <NotificationSettings profile={profile} />
    </Stack>
  )
}
