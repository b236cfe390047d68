import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { profileQueryOptions } from '@/features/accounts/profile-query'
import { ProfileForm } from '@/features/accounts/member/profile/profile-form'

function ProfileSkeleton() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} aria-busy="true" aria-label="Loading profile details">
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

/** The profile screen's body: a skeleton while it loads, the form once it is there. */
export function ProfileDetails() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery({ ...profileQueryOptions, select: (response) => response.data })

  if (isPending) return <ProfileSkeleton />
  if (isError) {
    return (
      <Alert color="red" title="Failed to retrieve user profile">
        <Stack gap="sm" align="flex-start">
          Please try again.
          <Button variant="light" color="red" size="xs" loading={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    )
  }
  return <ProfileForm key={data.id} profile={data} />
}
