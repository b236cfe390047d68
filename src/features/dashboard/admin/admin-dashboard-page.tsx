import type { ReactNode } from 'react'
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { AdminDashboard, CollectionStats, MemberStats } from '@/client/types.gen'
import { IconUser, IconUsers } from '@/ui/icons'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
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
  useLocale()
  const referral = summary?.privateSupplyData

  return (
    <Stack gap="lg">
      <Title order={2}>{m.nav_dashboard()}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CountCard
          title={m.admin_dash_users()}
          icon={<IconUsers />}
          rows={[
            [m.admin_dash_active_user(), count(summary?.userActive)],
            [m.admin_dash_inactive_user(), count(summary?.userInactive)],
            [m.admin_dash_blocked_user(), count(summary?.userBlock)],
          ]}
        />
        <CountCard
          title={m.admin_dash_members()}
          icon={<IconUser />}
          rows={[
            [m.admin_dash_total_member(), count(members?.totalMembers)],
            [m.admin_dash_verification_completed(), count(members?.verificationCompleted)],
            [m.admin_dash_verification_pending(), count(members?.verificationPending)],
          ]}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
        <ChartCard title={m.chart_supply_title()}>
          <SupplyPie slices={supplySlices(summary)} total={supplyTotal(summary)} />
        </ChartCard>
        <ChartCard title={m.chart_referral_title()}>
          <ReferralDonut slices={referralSlices(summary)} raw={[referral?.total, referral?.remaining, referral?.stockBalance]} />
        </ChartCard>
        <ChartCard title={m.chart_collection_title()}>
          <CollectionBars bars={collectionBars(collections)} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  )
}
