import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ReferEarnPage } from '@/features/referrals/member/refer-earn-page'
import { myReferralQuery, refereesQuery } from '@/features/referrals/member/referral-queries'
import { optionalParam, pageNumber } from '@/lib/list-search'
import { useRouteSearch } from '@/lib/route-search'
import { searchPageOptions } from '@/lib/search-page-options'

export const Route = createFileRoute('/user/referrals')({
  // The member's own code and figures (skeletons while they load), and the referees' page.
  ...searchPageOptions('Refer & Earn', v.object({ page: optionalParam(pageNumber) }), (queryClient, { page }) => {
    void queryClient.prefetchQuery(myReferralQuery())
    void queryClient.prefetchQuery(refereesQuery(page))
  }),
  component: ReferralsRoute,
})

function ReferralsRoute() {
  return <ReferEarnPage {...useRouteSearch(Route)} />
}
