import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { profileQueryOptions } from '@/features/accounts'
import { RejectedPurchasesNotice } from '@/features/purchases'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { selectedToken } from '@/tokens/selected-token'
import { afterPaint } from '@/ui/after-paint'
import { CopyValueButton } from '@/ui/copy-value-button'
import { formatTokenAmount } from '@/ui/format'
import { ListErrorBoundary } from '@/ui/list-frame'
import { SummaryCard } from '@/ui/summary-card'
import type { SearchProps } from '@/ui/use-list-page'
import { IconGlobe, IconWallet } from '@/features/dashboard/member/stock-icons'
import type { DashboardSearch, StockTab } from '@/features/dashboard/member/stock-search'
import { SaleOverview } from '@/features/dashboard/member/sale-overview'

/** Both balances read 0.0 until the profile says otherwise. */
const DEFAULT_STOCK = '0.0'

function stockValue(value: string | undefined) {
  return value === undefined ? DEFAULT_STOCK : formatTokenAmount(value)
}

// The details table (TanStack Table and its scroll container, a tenth of the page's script) sits below
// the cards and the sale figures, and its rows wait for their own call anyway: its code is asked for
// once the first screen is painted, and the table's own loading line shows until then. Asked for
// during that render instead, it held the first paint back by a round trip (docs/PERFORMANCE.md).
const StockTable = lazy(() => import('@/features/dashboard/member/stock-tables').then((module) => ({ default: module.StockTable })))

/** False until the frame after the first commit has been painted. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterPaint(() => setPainted(true)), [])
  return painted
}

function TableLoading() {
  return (
    <Text c="dimmed" ta="center" py="lg" component="div" aria-busy="true" style={{ display: 'flex', gap: 8, justifyContent: 'center', alignItems: 'center' }}>
      <Loader size="xs" aria-hidden="true" />
      {m.dash_loading()}
    </Text>
  )
}

const TITLES: Record<StockTab, () => string> = { global: m.dash_global_details, mine: m.dash_my_details }

type DashboardPageProps = SearchProps<DashboardSearch>

/**
 * The member dashboard: two stock cards, each switching the details table below, which is the
 * card's full list, paged on the server. Choosing a card ('View More') brings its table into view.
 */
export function DashboardPage({ search, onSearchChange }: DashboardPageProps) {
  useLocale()
  // The profile loads with the shell; a failure there is only logged.
  const { data: profile } = useQuery({ ...profileQueryOptions, select: (response) => response.data })
  const tableHeading = useRef<HTMLHeadingElement>(null)
  const painted = usePainted()
  const title = TITLES[search.stock]()

  function select(stock: StockTab) {
    if (stock !== search.stock) onSearchChange({ stock, page: undefined })
    tableHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  // Both cards show the token, and each opens its own table below.
  const stockCard = (stock: StockTab) => ({
    tokenIcon: selectedToken.icon_url,
    tokenSymbol: selectedToken.symbol,
    viewMoreLabel: m.dash_view_more(),
    selected: search.stock === stock,
  })

  return (
    <Stack gap="lg">
      <Title order={2}>{m.nav_dashboard()}</Title>
      {/* A rejected payment is what a member most needs to know: first, above the figures. */}
      <RejectedPurchasesNotice />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SummaryCard
          icon={<IconGlobe />}
          title={m.dash_global_stock()}
          value={stockValue(profile?.globalStake)}
          leftSubValue={m.dash_global_sub()}
          rightSubValue={m.dash_leaderboard()}
          {...stockCard('global')}
          onSelect={() => select('global')}
        />
        <SummaryCard
          icon={<IconWallet />}
          title={m.dash_my_stock()}
          value={stockValue(profile?.stockBalance)}
          leftSubValue={profile ? m.dash_member_id({ code: profile.referralCode }) : m.dash_your_holdings()}
          rightSubValue={m.dash_purchases_rewards()}
          {...stockCard('mine')}
          onSelect={() => select('mine')}
        />
      </SimpleGrid>
      {/* The row (a compact button high) is there from the first paint: the profile arriving moves nothing below it. */}
      <Group justify="flex-end" mt={-8} mih="1.625rem">
        {profile && <CopyValueButton value={profile.referralCode} label={m.profile_member_id()} successMessage={m.profile_member_id_copied()} showLabel />}
      </Group>
      <SaleOverview />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={3} size="h4" ref={tableHeading} style={{ scrollMarginTop: 80 }}>
            {title}
          </Title>
          {painted ? (
            <Suspense fallback={<TableLoading />}>
              <ListErrorBoundary resetKey={search.stock}>
                <StockTable stock={search.stock} title={title} page={search.page} onPageChange={onSearchChange} />
              </ListErrorBoundary>
            </Suspense>
          ) : (
            <TableLoading />
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}
