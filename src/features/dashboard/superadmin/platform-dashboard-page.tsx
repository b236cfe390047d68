import { SimpleGrid, Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { PlatformDashboard } from '@/client/types.gen'
import { formatINR } from '@/ui/format'
import { IconBank, IconBuilding, IconClipboardCheck, IconUsers } from '@/ui/icons'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { count, CountCard, MISSING } from '@/features/dashboard/count-card'
import { platformDashboardQuery } from '@/features/dashboard/superadmin/platform-dashboard-query'

const money = (value: string | undefined) => (value === undefined ? MISSING : formatINR(value))

/**
 * The super admin's dashboard: the spec gives it only its heading; the platform's figures below it
 * are our decision, so that the platform's owner sees where every sale stands.
 */
export function PlatformDashboardPage() {
  return <PlatformDashboardFigures figures={useSuspenseQuery(platformDashboardQuery()).data.data} />
}

/** The route's error component: a failed load leaves '--' in every figure, unannounced, as on the admin dashboard. */
export function PlatformDashboardUnavailable() {
  return <PlatformDashboardFigures figures={undefined} />
}

function PlatformDashboardFigures({ figures }: { figures: PlatformDashboard | undefined }) {
  useLocale()
  const collections = figures?.collections
  return (
    <Stack gap="lg">
      <Title order={2}>{m.nav_dashboard()}</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <CountCard title={m.sa_dash_companies()} icon={<IconBuilding />} cols={1} rows={[[m.sa_dash_companies(), count(figures?.companies)]]} />
        <CountCard
          title={m.admin_dash_members()}
          icon={<IconUsers />}
          cols={2}
          rows={[
            [m.admin_dash_total_member(), count(figures?.members)],
            [m.admin_dash_verification_completed(), count(figures?.verifiedMembers)],
          ]}
        />
        <CountCard
          title={m.sa_dash_purchases()}
          icon={<IconClipboardCheck />}
          cols={2}
          rows={[
            [m.sa_transactions_status_pending(), count(figures?.pendingPurchases)],
            [m.sa_transactions_status_approved(), count(figures?.approvedPurchases)],
          ]}
        />
      </SimpleGrid>
      <CountCard
        title={m.sa_dash_collections()}
        icon={<IconBank />}
        cols={{ base: 2, sm: 5 }}
        rows={[
          [m.chart_total(), money(collections?.total)],
          [m.chart_bank(), money(collections?.bank)],
          [m.chart_upi(), money(collections?.upi)],
          [m.chart_manual(), money(collections?.manual)],
          [m.chart_crypto(), money(collections?.crypto)],
        ]}
      />
    </Stack>
  )
}
