import { Stack, Text, Title } from '@mantine/core'
import { m } from '@/paraglide/messages'

export function StepHeading({ step, title }: { step: number; title: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {m.register_step({ step })}
      </Text>
      <Title order={2} size="h4">
        {title}
      </Title>
    </Stack>
  )
}
