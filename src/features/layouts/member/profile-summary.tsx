import { Avatar, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { profileQueryOptions } from '@/features/accounts'
import { CopyValueButton } from '@/ui/copy-value-button'
import { m } from '@/paraglide/messages'

/** The member's picture, name and Member ID (their referral code) at the top of the sidebar. */
export function ProfileSummary() {
  const { data: profile, isPending } = useQuery({ ...profileQueryOptions, select: (response) => response.data })

  if (isPending) {
    return (
      <Group gap="sm" wrap="nowrap" aria-busy="true" aria-label={m.profile_loading()}>
        <Skeleton circle height={48} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="70%" />
          <Skeleton height={10} width="50%" />
        </Stack>
      </Group>
    )
  }

  if (!profile) return null

  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={profile.profileImage?.url} alt="" name={profile.name} color="initials" size={48} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        {/* A long name wraps rather than losing its end: it is how the member knows the account is theirs. */}
        <Text fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {profile.name}
        </Text>
        <Group gap={2} wrap="nowrap">
          <Text size="sm" c="dimmed" truncate="end">
            {m.profile_id({ code: profile.referralCode })}
          </Text>
          <CopyValueButton value={profile.referralCode} label={m.profile_member_id()} successMessage={m.profile_member_id_copied()} />
        </Group>
      </Stack>
    </Group>
  )
}
