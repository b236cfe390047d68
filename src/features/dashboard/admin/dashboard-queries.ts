import type { QueryClient } from '@tanstack/react-query'
import { getAdminDashboardOptions, getCollectionStatsOptions, getMemberStatsOptions, getPendingPurchaseStatsOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

/** The dashboard's four calls; the route loader loads them and the page reads them. Chart-free on purpose. */
export function dashboardQueries() {
  return {
    summary: getAdminDashboardOptions({ client: adminClient }),
    members: getMemberStatsOptions({ client: adminClient }),
    collections: getCollectionStatsOptions({ client: adminClient }),
    pending: getPendingPurchaseStatsOptions({ client: adminClient }),
  }
}

/**
 * Loads the four together and waits until every one has settled, then fails with the first failure:
 * the route's error component then shows what did load, and '--' only where a call failed.
 */
export async function ensureDashboard(queryClient: QueryClient): Promise<void> {
  const { summary, members, collections, pending } = dashboardQueries()
  const settled = await Promise.allSettled([
    queryClient.ensureQueryData(summary),
    queryClient.ensureQueryData(members),
    queryClient.ensureQueryData(collections),
    queryClient.ensureQueryData(pending),
  ])
  const failure = settled.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}
