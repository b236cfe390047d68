import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { ReferralProgrammePage } from '@/features/referrals/admin/referral-programme-page'
import { referralReportQuery } from '@/features/referrals/admin/referral-report-query'
import { tokenHead } from '@/lib/head'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/admin/_console/referral')({
  loader: ({ context }) => context.queryClient.ensureQueryData(referralReportQuery()),
  head: () => tokenHead('Referral Programme'),
  pendingComponent: PagePending,
  errorComponent: ReferralProgrammeError,
  component: ReferralProgrammePage,
})

function ReferralProgrammeError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading="Referral Programme" title="Could not load the referral programme. Please try again." />
}
