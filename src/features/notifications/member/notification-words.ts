import type { Notification } from '@/client/types.gen'
import { m } from '@/paraglide/messages'
import { formatDateTimeLong, formatINR, formatTokenAmount } from '@/ui/format'

/**
 * A notification in the language on screen, from the figures the server keeps with it: the server
 * sends no sentences, so a member who switches language reads the same news in the other one.
 */
export function notificationWords(notification: Notification): { text: string; reason: string | null } {
  const { data } = notification
  const tokens = formatTokenAmount(data.tokens)
  if (notification.kind === 'REFERRAL_REWARD') {
    return {
      text: m.news_referral_reward({
        tokens,
        tokenSymbol: data.tokenSymbol,
        level: String(data.level ?? ''),
        buyerCode: data.buyerCode ?? '',
        lockedUntil: data.lockedUntil ? formatDateTimeLong(data.lockedUntil) : '',
      }),
      reason: null,
    }
  }
  const figures = { orderNumber: data.orderNumber ?? '', tokens, tokenSymbol: data.tokenSymbol, amount: data.amount ? formatINR(data.amount) : '' }
  if (notification.kind === 'PURCHASE_APPROVED') return { text: m.news_purchase_approved(figures), reason: null }
  return { text: m.news_purchase_rejected(figures), reason: data.reason ? m.news_rejection_reason({ reason: data.reason }) : null }
}
