/** The email a referrer gets for a reward credited to them. */
export interface RewardEmailInput {
  /** The buyer's referral code: how the referrer knows whom they referred, without their name. */
  buyerCode: string
  /** The purchase's quantity, as stored (numeric text). */
  quantity: string
  tokenSymbol: string
  /** Whole tokens credited. */
  tokens: string
  level: 1 | 2
  /** The level's percent, as stored (numeric text). */
  percent: string
  lockedUntil: Date
}

/** "2026-12-26 16:05": the lock's end in UTC, to the minute. */
const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ')

export function rewardEmail(r: RewardEmailInput): { subject: string; body: string } {
  return {
    subject: `You earned ${r.tokens} ${r.tokenSymbol} in referral rewards`,
    body:
      `Member ${r.buyerCode} bought ${r.quantity} ${r.tokenSymbol}, and you earned ${r.tokens} ${r.tokenSymbol} as their level-${r.level} referrer (${r.percent}%). ` +
      `The reward is locked until ${utcMinute(r.lockedUntil)} UTC; after that it is available.`,
  }
}
