import type { TransactionStatus } from '@/client/types.gen'
import { m } from '@/paraglide/messages'

const STATUS_WORDS: Record<TransactionStatus, () => string> = {
  PENDING: m.history_status_pending,
  APPROVED: m.history_status_approved,
  REJECTED: m.history_status_rejected,
}

/** A purchase's status as a badge or a filter says it: the contract's word in English (PENDING), its Hindi in Hindi. */
export function statusWord(status: TransactionStatus): string {
  return STATUS_WORDS[status]()
}
