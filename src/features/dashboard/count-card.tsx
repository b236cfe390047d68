import type { ReactNode } from 'react'
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, type SimpleGridProps } from '@mantine/core'
import { formatTokenAmount } from '@/ui/format'

/** What a figure that failed to load shows (failed loads are not announced). */
export const MISSING = '--'

export function count(value: number | undefined): string {
  return value === undefined ? MISSING : formatTokenAmount(value)
}

/** A titled card of labelled figures, as both consoles' dashboards show them. */
export function CountCard({
  title,
  icon,
  rows,
  cols = 3,
  footer,
}: {
  title: string
  icon: ReactNode
  rows: [string, string][]
  cols?: SimpleGridProps['cols']
  /** Below the figures: where to act on them. */
  footer?: ReactNode
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group gap="sm" mb="md">
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3} size="h4">
          {title}
        </Title>
      </Group>
      <SimpleGrid cols={cols} spacing="sm" component="dl" m={0}>
        {rows.map(([label, value]) => (
          // A label that wraps must not lift its value out of line with its neighbours'.
          <Stack key={label} gap={2} justify="space-between">
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fz={26} fw={800} lh={1.2}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {footer && (
        <Group mt="sm" justify="flex-end">
          {footer}
        </Group>
      )}
    </Paper>
  )
}
