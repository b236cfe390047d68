import { Anchor, Button, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { MemberDashboard } from '@/client/types.gen'
import { formatINR, formatTokenAmount } from '@/ui/format'
import { QueryPart } from '@/ui/query-part'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { saleFiguresQuery } from '@/features/dashboard/member/stock-search'

/**
 * The height of one line of Mantine text at a size, for skeletons that hold the place of that text:
 * the figures then arrive without moving what is below them (no layout shift).
 */
const LINE = {
  sm: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height-sm))',
  lg: 'calc(var(--mantine-font-size-lg) * var(--mantine-line-height-lg))',
}

/** The share of the private supply allocated, to two places, never shown as 100% before it is all gone. */
function progressPercent(allocated: string, total: string): number {
  const share = Number(total) > 0 ? (100 * Number(allocated)) / Number(total) : 0
  return Math.min(100, Math.floor(share * 100) / 100)
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  )
}

/**
 * Beside the two stock cards: what a token costs, how far the sale has gone, what the
 * member has put in, what still waits for the admin, and the way to buy more. Its figures load and
 * fail here only: the rest of the dashboard stays.
 */
export function SaleOverview() {
  useLocale()
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={m.dash_sale_label()} component="section">
      <QueryPart
        pending={<SaleFigures />}
        failed={() => (
          <Text size="sm" c="dimmed" role="status">
            {m.dash_sale_failed()}
          </Text>
        )}
      >
        <LoadedSaleFigures />
      </QueryPart>
    </Paper>
  )
}

function LoadedSaleFigures() {
  const { data } = useSuspenseQuery({ ...saleFiguresQuery(), select: (response) => response.data })
  return <SaleFigures data={data} />
}

/** The card's figures, or skeletons holding their places while they load. */
function SaleFigures({ data }: { data?: MemberDashboard }) {
  const isPending = !data
  const value = (text: string | undefined) =>
    isPending ? (
      <Skeleton h={LINE.lg} w={96} />
    ) : (
      <Text fw={700} size="lg">
        {text}
      </Text>
    )
  const percent = data ? progressPercent(data.allocatedSupply, data.privateSupply) : 0
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md">
        <Figure label={m.dash_token_price()}>{value(data && `${formatINR(data.price)} / ${data.tokenSymbol}`)}</Figure>
        <Figure label={m.dash_invested()}>{value(data && formatINR(data.invested))}</Figure>
        <Figure label={m.dash_pending_orders()}>
          <Group gap="xs" align="baseline" wrap="nowrap">
            {value(data && String(data.pendingOrders))}
            {data && data.pendingOrders > 0 && (
              <Anchor component={Link} to="/user/payment-history" size="sm">
                {m.history_view()}
              </Anchor>
            )}
          </Group>
        </Figure>
        <Group align="center" justify="flex-start">
          <Button component={Link} to="/user/buy-token" fullWidth>
            {m.nav_buy_token()}
          </Button>
        </Group>
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={600} id="sale-progress-label">
          {m.dash_sale_progress()}
        </Text>
        {data ? (
          <Text size="sm" c="dimmed">
            {m.dash_progress_figures({
              allocated: formatTokenAmount(data.allocatedSupply),
              total: formatTokenAmount(data.privateSupply),
              symbol: data.tokenSymbol,
              percent: percent.toFixed(2),
            })}
          </Text>
        ) : (
          <Skeleton h={LINE.sm} w={180} />
        )}
        <Progress.Root size="lg" radius="xl">
          <Progress.Section value={percent} aria-labelledby="sale-progress-label" aria-valuetext={data ? m.dash_progress_valuetext({ percent: percent.toFixed(2) }) : undefined} />
        </Progress.Root>
      </Stack>
    </Stack>
  )
}
