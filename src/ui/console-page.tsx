import type { ReactNode } from 'react'
import { Group, Paper, Stack, Title } from '@mantine/core'

interface ConsolePageProps {
  title: string
  /** Buttons beside the heading (export, add); they wrap under it on a phone. */
  actions?: ReactNode
  /** The panel's content: its search and filters, then the table. */
  children: ReactNode
}

/** A console list screen: the heading with its actions, then one bordered panel of filters and table. */
export function ConsolePage({ title, actions, children }: ConsolePageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2}>{title}</Title>
        {actions}
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">{children}</Stack>
      </Paper>
    </Stack>
  )
}
