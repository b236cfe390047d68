// The purchases slice's public face: what other slices and the layouts may use without reaching inside.
export { ReceiptLink } from '@/features/purchases/member/receipt/receipt-link'
export { RejectedPurchasesNotice, recentPurchasesQuery } from '@/features/purchases/member/rejections/rejected-notice'
