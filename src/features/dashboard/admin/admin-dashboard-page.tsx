import type { ReactNode } from 'react'
import { Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AdminDashboard, CollectionStats, MemberStats, PendingPurchaseStats } from '@/client/types.gen'
import { formatINR } from '@/ui/format'
import { IconClipboardCheck, IconUser, IconUsers } from '@/ui/icons'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { count, CountCard, MISSING } from '@/features/dashboard/count-card'
import { collectionBars, referralSlices, referralTotal, supplySlices, supplyTotals } from '@/features/dashboard/admin/chart-data'
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
  const pending = useSuspenseQuery(queries.pending).data.data
  return <AdminDashboardFigures summary={summary} members={members} collections={collections} pending={pending} />
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
      pending={queryClient.getQueryData(queries.pending.queryKey)?.data}
    />
  )
}

interface FiguresProps {
  summary: AdminDashboard | undefined
  members: MemberStats | undefined
  collections: CollectionStats | undefined
  pending: PendingPurchaseStats | undefined
}

function AdminDashboardFigures({ summary, members, collections, pending }: FiguresProps) {
  useLocale()

  return (
    <Stack gap="lg">
      <Title order={2}>{m.nav_dashboard()}</Title>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
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
        <CountCard
          title={m.desk_pending_title()}
          icon={<IconClipboardCheck />}
          cols={2}
          rows={[
            [m.desk_pending_requests(), count(pending?.count)],
            [m.desk_pending_amount(), pending ? formatINR(pending.amount) : MISSING],
          ]}
          footer={
            // The Purchase Requests tab is the pending list: its address without a tab says so, and can be bookmarked.
            <Anchor component={Link} to="/admin/purchaserequest" size="sm">
              {m.desk_pending_view()}
            </Anchor>
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
        <ChartCard title={m.chart_supply_title()}>
          <SupplyPie slices={supplySlices(summary)} totals={supplyTotals(summary)} />
        </ChartCard>
        <ChartCard title={m.chart_referral_title()}>
          <ReferralDonut slices={referralSlices(summary)} total={referralTotal(summary)} />
        </ChartCard>
        <ChartCard title={m.chart_collection_title()}>
          <CollectionBars bars={collectionBars(collections)} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  )
}
