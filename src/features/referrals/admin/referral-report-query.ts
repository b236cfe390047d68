import { getReferralReportOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

/** One call holds the settings and the report, so the form and the figures always agree; apart from the page, for its route. */
export const referralReportQuery = () => getReferralReportOptions({ client: adminClient })
