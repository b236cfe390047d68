import type { ReactNode } from 'react'
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatTokenAmount } from '@/ui/format'
import { IconUser, IconUsers } from '@/ui/icons'
import { collectionBars, referralSlices, supplySlices } from '@/features/admin-dashboard/chart-data'
import { dashboardQueries } from '@/features/admin-dashboard/dashboard-queries'
import { CollectionBars, ReferralDonut, SupplyPie } from '@/features/admin-dashboard/supply-charts'
import { useReloadOnce } from '@/features/admin-dashboard/use-reload-once'

const MISSING = '--'

function count(value: number | undefined): string {
  return value === undefined ? MISSING : formatTokenAmount(value)
}

function CountCard({ title, icon, rows }: { title: string; icon: ReactNode; rows: [string, string][] }) {
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
      <SimpleGrid cols={3} spacing="sm" component="dl" m={0}>
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
    </Paper>
  )
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/**
 * The admin dashboard (SPEC section 2). Failed loads are not shown (SPEC section 8): every figure
 * they would have filled reads '--'.
 */
export function AdminDashboardPage() {
  useReloadOnce()
  const queries = dashboardQueries()
  const summary = useQuery(queries.summary).data?.data
  const members = useQuery(queries.members).data?.data
  const collections = useQuery(queries.collections).data?.data
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
          <SupplyPie slices={supplySlices(summary)} />
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
