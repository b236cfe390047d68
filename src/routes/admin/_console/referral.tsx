import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { ReferralProgrammePage } from '@/features/referrals/admin/referral-programme-page'
import { referralReportQuery } from '@/features/referrals/admin/referral-report-query'
import { tokenHead } from '@/lib/head'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/admin/_console/referral')({
  loader: ({ context }) => context.queryClient.ensureQueryData(referralReportQuery()),
  head: () => tokenHead(m.admin_referral_heading()),
  pendingComponent: PagePending,
  errorComponent: ReferralProgrammeError,
  component: ReferralProgrammePage,
})

function ReferralProgrammeError(props: ErrorComponentProps) {
  useLocale()
  return <LoadErrorScreen {...props} heading={m.admin_referral_heading()} title={m.admin_referral_load_failed()} />
}
