/**
 * The referral reward rule an approval applies: who of the buyer's two referrers is paid what, and why
 * not. Pure: the approval's settlement (purchases) reads the company's settings and the referrer chain
 * under its locks, asks this rule, and writes what it answers.
 *
 * Token figures are numeric(38,2) text as PostgreSQL prints them; all arithmetic here is exact
 * (BigInt), never floating point, and rewards are whole tokens, rounded down.
 */

export type RewardStatus = 'PAID' | 'CUT' | 'SKIPPED'

/** A referrer as the settlement read them (FOR SHARE, so they stay so until the approval commits). */
export interface Referrer {
  id: string
  email: string
  status: string
  role: string
  deletedAt: Date | string | null
}

export interface RewardInput {
  /** The purchase's token quantity. */
  quantity: string
  /** The company's private supply before this approval, the purchase not yet taken. */
  remainingSupply: string
  level1Percent: string
  level2Percent: string
  /** Level 1 is the buyer's referrer, level 2 that referrer's own referrer; null where there is none. */
  referrers: [Referrer | null, Referrer | null]
}

export interface Reward {
  level: 1 | 2
  referrer: Referrer
  percent: string
  /** What the percent asks for, whole tokens. */
  intendedTokens: string
  /** What is credited: the intended tokens, fewer when the pool ran short (CUT), none when SKIPPED. */
  tokens: string
  status: RewardStatus
  reason: string | null
}

export interface RewardOutcome {
  /** Only rewards of at least one whole token intended: a reward that rounds down to nothing is not recorded. */
  rewards: Reward[]
  paidTokens: string
  cutTokens: string
  skipped: number
  /** Level 1's credited tokens: what the buyer's purchases paid their referrer. */
  level1Tokens: string
}

/** A decimal's digits and scale: "12.50" is 1250 at scale 2. */
function decimal(value: string): { units: bigint; scale: number } {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim())
  if (!match) throw new Error(`not a decimal: ${value}`)
  const [, sign, whole, fraction = ''] = match
  const units = BigInt(whole + fraction)
  return { units: sign ? -units : units, scale: fraction.length }
}

/** a / b rounded towards minus infinity, as PostgreSQL's floor() of the quotient. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q
}

/** floor(quantity * percent / 100), whole tokens. */
export function tokensAtPercent(quantity: string, percent: string): bigint {
  const q = decimal(quantity)
  const p = decimal(percent)
  return floorDiv(q.units * p.units, 100n * 10n ** BigInt(q.scale + p.scale))
}

/** floor(a - b), whole tokens. */
export function wholeTokensLeft(a: string, b: string): bigint {
  const x = decimal(a)
  const y = decimal(b)
  const scale = Math.max(x.scale, y.scale)
  const diff = x.units * 10n ** BigInt(scale - x.scale) - y.units * 10n ** BigInt(scale - y.scale)
  return floorDiv(diff, 10n ** BigInt(scale))
}

/** Why a referrer cannot be paid, or null when they can. */
export function skipReason(referrer: Referrer): string | null {
  if (referrer.deletedAt !== null) return "The referrer's account is deleted."
  if (referrer.status === 'BLOCKED') return "The referrer's account is blocked."
  if (referrer.status !== 'ACTIVE' || referrer.role !== 'USER') return "The referrer's account is inactive."
  return null
}

/**
 * The rewards one approved purchase pays. Each level's reward is floor(quantity x percent / 100)
 * whole tokens, paid out of what remains of the private supply after the purchase itself (its whole
 * tokens: members hold whole tokens). Level 1 is served first; a level the pool cannot pay in full is
 * CUT to what it has left. A deleted, blocked or inactive referrer is SKIPPED and credited nothing,
 * and the pool keeps their share; level 2 is still the skipped referrer's own referrer.
 */
export function referralRewards(input: RewardInput): RewardOutcome {
  let leftInPool = wholeTokensLeft(input.remainingSupply, input.quantity)
  const rewards: Reward[] = []
  let paidTotal = 0n
  let cutTotal = 0n
  let skipped = 0
  let level1 = 0n
  for (const level of [1, 2] as const) {
    const referrer = input.referrers[level - 1]
    if (!referrer) break
    const percent = level === 1 ? input.level1Percent : input.level2Percent
    const intended = tokensAtPercent(input.quantity, percent)
    if (intended <= 0n) continue
    let paid = intended < leftInPool ? intended : leftInPool
    let status: RewardStatus
    let reason = skipReason(referrer)
    if (reason !== null) {
      paid = 0n
      status = 'SKIPPED'
      skipped++
    } else if (paid === intended) {
      status = 'PAID'
    } else {
      status = 'CUT'
      reason = `The Referral Programme pool had ${leftInPool} tokens left.`
      cutTotal += intended - paid
    }
    rewards.push({ level, referrer, percent, intendedTokens: intended.toString(), tokens: paid.toString(), status, reason })
    if (paid > 0n) {
      leftInPool -= paid
      paidTotal += paid
      if (level === 1) level1 = paid
    }
  }
  return { rewards, paidTokens: paidTotal.toString(), cutTokens: cutTotal.toString(), skipped, level1Tokens: level1.toString() }
}
