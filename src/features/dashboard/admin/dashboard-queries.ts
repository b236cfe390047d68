import type { QueryClient } from '@tanstack/react-query'
import { getAdminDashboardOptions, getCollectionStatsOptions, getMemberStatsOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

/** The dashboard's three calls; the route loader warms them and the page reads them. Chart-free on purpose. */
export function dashboardQueries() {
  return {
    summary: getAdminDashboardOptions({ client: adminClient }),
    members: getMemberStatsOptions({ client: adminClient }),
    collections: getCollectionStatsOptions({ client: adminClient }),
  }
}

/** Starts all three loads without waiting; a failure only leaves '--' on the page. */
export function warmDashboard(queryClient: QueryClient): void {
  const { summary, members, collections } = dashboardQueries()
  void queryClient.prefetchQuery(summary)
  void queryClient.prefetchQuery(members)
  void queryClient.prefetchQuery(collections)
}
