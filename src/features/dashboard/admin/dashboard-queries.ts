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
