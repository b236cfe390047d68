import { Paper, Stack, Text, Title } from '@mantine/core'

/** A screen that exists in the route table but whose content is still being built. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed">This screen is coming soon.</Text>
      </Paper>
    </Stack>
  )
}
