import { getPlatformDashboardOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

/** Apart from the page so the route's loader can warm it without putting the page on every first load. */
export const platformDashboardQuery = () => getPlatformDashboardOptions({ client: adminClient })
