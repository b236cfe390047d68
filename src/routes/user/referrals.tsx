import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ReferEarnPage } from '@/features/referrals/member/refer-earn-page'
import { myReferralQuery, refereesQuery } from '@/features/referrals/member/referral-queries'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'
import { optionalParam, pageNumber } from '@/lib/list-search'

export const Route = createFileRoute('/user/referrals')({
  validateSearch: v.object({ page: optionalParam(pageNumber) }),
  loaderDeps: ({ search }) => search,
  // Warmed without blocking: the page shows its skeletons and the table its loading row.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(myReferralQuery())
    void context.queryClient.prefetchQuery(refereesQuery(deps.page))
  },
  head: () => tokenHead('Refer & Earn'),
  component: ReferralsRoute,
})

function ReferralsRoute() {
  return <ReferEarnPage {...useRouteSearch(Route)} />
}
