// The purchases slice's public face: what other slices may use without reaching inside.
export { RejectedPurchasesNotice, recentPurchasesQuery } from '@/features/purchases/member/rejections/rejected-notice'
