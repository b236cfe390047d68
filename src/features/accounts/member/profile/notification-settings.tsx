import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { setNotificationChannelsMutation } from '@/client/@tanstack/react-query.gen'
import type { NewsChannels, NotificationChannelsRequest, UserProfile } from '@/client/types.gen'
import { userClient } from '@/lib/api-client'
import { useLocale } from '@/lib/locale'
import { notifyError, notifySuccess } from '@/lib/notify'
import { m } from '@/paraglide/messages'
import { profileQueryOptions } from '@/features/accounts/profile-query'

const CHANNELS: { value: NewsChannels; label: () => string }[] = [
  { value: 'EMAIL', label: m.news_channel_email },
  { value: 'SMS', label: m.news_channel_sms },
  { value: 'BOTH', label: m.news_channel_both },
]

/**
 * How the member hears of a decision on their purchase and of a referral reward: email, SMS or both.
 * A choice is saved as it is made (no password: it guards nothing), and the profile's copy follows.
 */
export function NotificationSettings({ profile }: { profile: UserProfile }) {
  useLocale()
  const queryClient = useQueryClient()
  const save = useMutation({
    ...setNotificationChannelsMutation({ client: userClient }),
    onSuccess: (response, { body }) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, (old) => old && { ...old, data: { ...old.data, ...body } })
      notifySuccess(response.message, () => m.news_settings_saved())
    },
    onError: (error) => notifyError(error, m.news_settings_failed()),
  })
  const current: NotificationChannelsRequest = save.isPending ? save.variables.body : { decisionChannels: profile.decisionChannels, rewardChannels: profile.rewardChannels }
  const choose = (change: Partial<NotificationChannelsRequest>) => save.mutate({ body: { ...current, ...change } })

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3}>{m.news_settings_title()}</Title>
          <Text size="sm" c="dimmed">
            {m.news_settings_text()}
          </Text>
        </Stack>
        <ChannelChoice
          label={m.news_settings_decisions()}
          value={current.decisionChannels}
          disabled={save.isPending}
          onChange={(decisionChannels) => choose({ decisionChannels })}
        />
        <ChannelChoice label={m.news_settings_rewards()} value={current.rewardChannels} disabled={save.isPending} onChange={(rewardChannels) => choose({ rewardChannels })} />
      </Stack>
    </Paper>
  )
}

function ChannelChoice({ label, value, disabled, onChange }: { label: string; value: NewsChannels; disabled: boolean; onChange: (value: NewsChannels) => void }) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as NewsChannels)}>
      <Group gap="lg" mt="xs">
        {CHANNELS.map((channel) => (
          <Radio key={channel.value} value={channel.value} label={channel.label()} disabled={disabled} />
        ))}
      </Group>
    </Radio.Group>
  )
}
