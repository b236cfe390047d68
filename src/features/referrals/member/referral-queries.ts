import { getMyReferralOptions, listMyReferralRewardsOptions, listMyRefereesOptions } from '@/client/@tanstack/react-query.gen'
import { userClient } from '@/lib/api-client'

// Refer & Earn's queries, which its route loads; apart from the page, so the route tree stays light.

export const REFEREES_PAGE_SIZE = 10
export const REWARDS_PAGE_SIZE = 10

export const myReferralQuery = () => getMyReferralOptions({ client: userClient })
export const refereesQuery = (page = 1) => listMyRefereesOptions({ client: userClient, query: { page, limit: REFEREES_PAGE_SIZE } })
export const referralRewardsQuery = (page = 1) => listMyReferralRewardsOptions({ client: userClient, query: { page, limit: REWARDS_PAGE_SIZE } })
