import type { ReferralSettings } from '@/client/types.gen'
import { formatPercent } from '@/ui/money'

/** A percent as people say it: '5.00' is 5%, '2.50' is 2.5%. */
const percentText = (percent: string) => `${formatPercent(percent)}%`

/** The programme's rules in plain words, from the company's settings. */
export function rulesInWords(rules: ReferralSettings, symbol: string): string[] {
  if (!rules.enabled) {
    return ['The referral programme is paused: purchases approved now pay no referral rewards.', 'Rewards you already earned stay yours, and their lock runs on as before.']
  }
  const lock = rules.lockDays === 0 ? 'Rewards are available at once.' : `Each reward is locked for ${rules.lockDays} days, then it is available.`
  return [
    'Share your link. Whoever registers through it has your Member ID filled in, and becomes your referral.',
    `When an admin approves a purchase by someone you referred, you earn ${percentText(rules.level1Percent)} of the ${symbol} they bought (rounded down to whole tokens).`,
    `When someone they referred buys, you earn ${percentText(rules.level2Percent)} of that purchase too.`,
    lock,
    'Rewards come from the Referral Programme share of the supply; if it runs out, a reward is cut to what is left.',
    'You cannot refer yourself, a blocked or deleted account earns nothing, and a Member ID cannot be changed after registration.',
  ]
}
