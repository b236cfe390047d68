import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import * as v from 'valibot'
import { ReferEarnPage } from '@/features/referrals/member/refer-earn-page'
import { myReferralQuery, refereesQuery } from '@/features/referrals/member/referral-queries'
import { tokenHead } from '@/lib/head'
import { optionalParam, pageNumber } from '@/lib/list-search'
import { useRouteSearch } from '@/lib/route-search'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/user/referrals')({
  validateSearch: v.object({ page: optionalParam(pageNumber) }),
  loaderDeps: ({ search: { page } }) => ({ page }),
  // The member's own code and figures render with the page; the referees' page is not awaited, so
  // a new page keeps the table's rows behind its loading row and a failure is said in the table.
  loader: async ({ context: { queryClient }, deps: { page } }) => {
    void queryClient.prefetchQuery(refereesQuery(page))
    await queryClient.ensureQueryData(myReferralQuery())
  },
  head: () => tokenHead('Refer & Earn'),
  pendingComponent: PagePending,
  errorComponent: ReferralsError,
  component: ReferralsRoute,
})

function ReferralsRoute() {
  return <ReferEarnPage {...useRouteSearch(Route)} />
}

function ReferralsError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading="Refer & Earn" title="Failed to fetch referral details" />
}
