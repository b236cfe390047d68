import { SimpleGrid, Stack, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { PlatformDashboard } from '@/client/types.gen'
import { formatINR } from '@/ui/format'
import { IconBank, IconBuilding, IconClipboardCheck, IconUsers } from '@/ui/icons'
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
  const collections = figures?.collections
  return (
    <Stack gap="lg">
      <Title order={2}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <CountCard title="Companies" icon={<IconBuilding />} cols={1} rows={[['Companies', count(figures?.companies)]]} />
        <CountCard
          title="Members"
          icon={<IconUsers />}
          cols={2}
          rows={[
            ['Total Member', count(figures?.members)],
            ['Verification Completed', count(figures?.verifiedMembers)],
          ]}
        />
        <CountCard
          title="Purchases"
          icon={<IconClipboardCheck />}
          cols={2}
          rows={[
            ['Pending', count(figures?.pendingPurchases)],
            ['Approved', count(figures?.approvedPurchases)],
          ]}
        />
      </SimpleGrid>
      <CountCard
        title="Collections"
        icon={<IconBank />}
        cols={{ base: 2, sm: 5 }}
        rows={[
          ['Total', money(collections?.total)],
          ['Bank', money(collections?.bank)],
          ['UPI', money(collections?.upi)],
          ['Manual', money(collections?.manual)],
          ['Crypto', money(collections?.crypto)],
        ]}
      />
    </Stack>
  )
}
