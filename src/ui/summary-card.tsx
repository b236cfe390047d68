import type { ReactNode } from 'react'
import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core'

interface SummaryCardProps {
  icon: ReactNode
  title: string
  value: string
  leftSubValue?: string
  rightSubValue?: string
  /** A token logo shown beside the value. */
  tokenIcon?: string
  tokenSymbol?: string
  viewMoreLabel?: string
  /** With `onSelect` the card is a toggle button; `selected` is its pressed state. */
  selected?: boolean
  onSelect?: () => void
}

/** A sub-value containing a slash is shown in red. */
function SubValue({ children, align }: { children: string; align: 'left' | 'right' }) {
  return (
    <Text size="xs" ta={align} c={children.includes('/') ? 'red.7' : 'dimmed'} data-warning={children.includes('/') || undefined}>
      {children}
    </Text>
  )
}

export function SummaryCard({ icon, title, value, leftSubValue, rightSubValue, tokenIcon, tokenSymbol, viewMoreLabel, selected = false, onSelect }: SummaryCardProps) {
  const content = (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      h="100%"
      shadow={selected ? 'md' : 'xs'}
      style={{
        borderColor: selected ? 'var(--mantine-color-brand-6)' : undefined,
        borderWidth: selected ? 2 : undefined,
        background: selected ? 'var(--mantine-color-brand-light)' : undefined,
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="md" variant={selected ? 'filled' : 'light'}>
              {icon}
            </ThemeIcon>
            <Text fw={600}>{title}</Text>
          </Group>
          {viewMoreLabel && (
            <Text size="xs" c="var(--app-accent-text)" fw={600}>
              {viewMoreLabel}
            </Text>
          )}
        </Group>
        <Group gap={8} wrap="nowrap" align="center">
          {tokenIcon && <img src={tokenIcon} alt="" width={28} height={28} />}
          <Text fz={28} fw={800} lh={1.1} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
          {tokenSymbol && (
            <Text fw={600} c="dimmed">
              {tokenSymbol}
            </Text>
          )}
        </Group>
        {(leftSubValue || rightSubValue) && (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {leftSubValue ? <SubValue align="left">{leftSubValue}</SubValue> : <span />}
            {rightSubValue && <SubValue align="right">{rightSubValue}</SubValue>}
          </Group>
        )}
      </Stack>
    </Paper>
  )

  if (!onSelect) return content
  return (
    <UnstyledButton onClick={onSelect} aria-pressed={selected} w="100%" h="100%" style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
      {content}
    </UnstyledButton>
  )
}
