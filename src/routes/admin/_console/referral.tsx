import { createFileRoute } from '@tanstack/react-router'
import { ReferralProgrammePage } from '@/features/referrals/admin/referral-programme-page'
import { referralReportQuery } from '@/features/referrals/admin/referral-report-query'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/admin/_console/referral')({
  // Warmed without blocking: the page shows a skeleton, and a failure is said there.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(referralReportQuery())
  },
  head: () => tokenHead('Referral Programme'),
  component: ReferralProgrammePage,
})
