/** What other slices may use of the referral programme; everything else in this folder is its own. */
export { referralRewards, type Referrer, type Reward, type RewardOutcome } from './rewards'
export { rewardEmail } from './reward-email'
