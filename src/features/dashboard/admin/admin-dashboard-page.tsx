import type { ReactNode } from 'react'
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { AdminDashboard, CollectionStats, MemberStats } from '@/client/types.gen'
import { IconUser, IconUsers } from '@/ui/icons'
import { count, CountCard } from '@/features/dashboard/count-card'
import { collectionBars, referralSlices, supplySlices, supplyTotal } from '@/features/dashboard/admin/chart-data'
import { dashboardQueries } from '@/features/dashboard/admin/dashboard-queries'
import { CollectionBars, ReferralDonut, SupplyPie } from '@/features/dashboard/admin/supply-charts'

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Clipped: recharts keeps its hidden tooltip beside the chart, and on a phone that box (wider
    // than the bar chart) made the whole page scroll sideways.
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title} style={{ overflow: 'clip' }}>
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** The admin dashboard, once the route's loader has read its three calls. */
export function AdminDashboardPage() {
  const queries = dashboardQueries()
  const summary = useSuspenseQuery(queries.summary).data.data
  const members = useSuspenseQuery(queries.members).data.data
  const collections = useSuspenseQuery(queries.collections).data.data
  return <AdminDashboardFigures summary={summary} members={members} collections={collections} />
}

/**
 * The route's error component: failed loads are not shown, every figure they would have filled
 * reads '--', and what the other calls brought is shown as usual.
 */
export function AdminDashboardPartial() {
  const queryClient = useQueryClient()
  const queries = dashboardQueries()
  return (
    <AdminDashboardFigures
      summary={queryClient.getQueryData(queries.summary.queryKey)?.data}
      members={queryClient.getQueryData(queries.members.queryKey)?.data}
      collections={queryClient.getQueryData(queries.collections.queryKey)?.data}
    />
  )
}

interface FiguresProps {
  summary: AdminDashboard | undefined
  members: MemberStats | undefined
  collections: CollectionStats | undefined
}

function AdminDashboardFigures({ summary, members, collections }: FiguresProps) {
  const referral = summary?.privateSupplyData

  return (
    <Stack gap="lg">
      <Title order={2}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CountCard
          title="Users"
          icon={<IconUsers />}
          rows={[
            ['Active User', count(summary?.userActive)],
            ['Inactive User', count(summary?.userInactive)],
            ['Blocked User', count(summary?.userBlock)],
          ]}
        />
        <CountCard
          title="Members"
          icon={<IconUser />}
          rows={[
            ['Total Member', count(members?.totalMembers)],
            ['Verification Completed', count(members?.verificationCompleted)],
            ['Verification Pending', count(members?.verificationPending)],
          ]}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
        <ChartCard title="Token Supply Distribution">
          <SupplyPie slices={supplySlices(summary)} total={supplyTotal(summary)} />
        </ChartCard>
        <ChartCard title="Referral Supply">
          <ReferralDonut slices={referralSlices(summary)} raw={[referral?.total, referral?.remaining, referral?.stockBalance]} />
        </ChartCard>
        <ChartCard title="Total Collection Method Wise">
          <CollectionBars bars={collectionBars(collections)} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  )
}
