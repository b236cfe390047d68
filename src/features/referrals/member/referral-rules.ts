import type { ReferralSettings } from '@/client/types.gen'
import { m } from '@/paraglide/messages'
import { formatPercent } from '@/ui/money'

/** A percent as people say it: '5.00' is 5%, '2.50' is 2.5%. */
const percentText = (percent: string) => `${formatPercent(percent)}%`

/** The programme's rules in plain words, from the company's settings, in the language of the moment (call it when rendering). */
export function rulesInWords(rules: ReferralSettings, symbol: string): string[] {
  if (!rules.enabled) {
    return [m.refer_rule_paused(), m.refer_rule_paused_kept()]
  }
  const lock = rules.lockDays === 0 ? m.refer_rule_unlocked() : m.refer_rule_lock({ days: rules.lockDays })
  return [
    m.refer_rule_share(),
    m.refer_rule_level1({ percent: percentText(rules.level1Percent), symbol }),
    m.refer_rule_level2({ percent: percentText(rules.level2Percent) }),
    lock,
    m.refer_rule_pool(),
    m.refer_rule_limits(),
  ]
}
