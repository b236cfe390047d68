import { useState } from 'react'
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { profileQueryOptions } from '@/lib/profile-query'
import { selectedToken } from '@/tokens/selected-token'
import { DataTable } from '@/ui/data-table'
import { formatTokenAmount } from '@/ui/format'
import { SummaryCard } from '@/ui/summary-card'
import { IconGlobe, IconWallet } from '@/features/dashboard/stock-icons'
import { STOCK_TABLES, type StockTab } from '@/features/dashboard/stock-tables'

/** SPEC section 2: both balances read 0.0 until the profile says otherwise. */
const DEFAULT_STOCK = '0.0'

function stockValue(value: string | undefined) {
  return value === undefined ? DEFAULT_STOCK : formatTokenAmount(value)
}

/** The member dashboard: two stock cards, each switching the details table below. */
export function DashboardPage() {
  const [tab, setTab] = useState<StockTab>('globalStock')
  // The profile loads with the shell; a failure there is only logged (SPEC section 4).
  const { data: profile } = useQuery({ ...profileQueryOptions, select: (response) => response.data })
  const table = STOCK_TABLES[tab]

  return (
    <Stack gap="lg">
      <Title order={2}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SummaryCard
          icon={<IconGlobe />}
          title="Global Stock"
          value={stockValue(profile?.globalStake)}
          tokenIcon={selectedToken.icon_url}
          tokenSymbol={selectedToken.symbol}
          leftSubValue="Sold to all members"
          rightSubValue="Approved purchases"
          viewMoreLabel="View More"
          selected={tab === 'globalStock'}
          onSelect={() => setTab('globalStock')}
        />
        <SummaryCard
          icon={<IconWallet />}
          title="My Stock"
          value={stockValue(profile?.stockBalance)}
          tokenIcon={selectedToken.icon_url}
          tokenSymbol={selectedToken.symbol}
          leftSubValue={profile ? `Member ID: ${profile.referralCode}` : 'Your holdings'}
          rightSubValue="Approved purchases"
          viewMoreLabel="View More"
          selected={tab === 'myStock'}
          onSelect={() => setTab('myStock')}
        />
      </SimpleGrid>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={3} size="h4">
            {table.title}
          </Title>
          <DataTable label={table.title} columns={table.columns} rows={[]} rowKey={(row) => row.id} emptyMessage="No data available" />
        </Stack>
      </Paper>
    </Stack>
  )
}
