import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import * as v from 'valibot'
import { ReferEarnPage } from '@/features/referrals/member/refer-earn-page'
import { myReferralQuery, refereesQuery, referralRewardsQuery } from '@/features/referrals/member/referral-queries'
import { tokenHead } from '@/lib/head'
import { useLocale } from '@/lib/locale'
import { warmList } from '@/lib/load-list'
import { optionalParam, pageNumber } from '@/lib/list-search'
import { useRouteSearch } from '@/lib/route-search'
import { m } from '@/paraglide/messages'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/user/referrals')({
  validateSearch: v.object({ page: optionalParam(pageNumber), rewardsPage: optionalParam(pageNumber) }),
  loaderDeps: ({ search: { page, rewardsPage } }) => ({ page, rewardsPage }),
  // The member's own code and figures render with the page. The referees' page and the rewards
  // history's are each read as a list that is a part of its page: a new page keeps the table's rows
  // behind its loading row, and a failure is said in that table.
  loader: async ({ context: { queryClient }, deps: { page, rewardsPage }, cause }) => {
    await Promise.all([
      queryClient.ensureQueryData(myReferralQuery()),
      warmList(queryClient, cause, refereesQuery(page)),
      warmList(queryClient, cause, referralRewardsQuery(rewardsPage)),
    ])
  },
  head: () => tokenHead(m.nav_refer_earn()),
  pendingComponent: PagePending,
  errorComponent: ReferralsError,
  component: ReferralsRoute,
})

function ReferralsRoute() {
  return <ReferEarnPage {...useRouteSearch(Route)} />
}

function ReferralsError(props: ErrorComponentProps) {
  useLocale()
  return <LoadErrorScreen {...props} heading={m.nav_refer_earn()} title={m.refer_load_failed()} />
}
