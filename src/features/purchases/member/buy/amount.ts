import { isPositiveDecimal } from '@/ui/money'

/**
 * What the amount box lets through while typing: digits with one optional decimal point,
 * at most 2 places and 13 whole digits because the order amount is INR that the
 * server takes only in that shape (`MoneyInput`). Anything else leaves the box as it was.
 */
const TYPING_PATTERN = /^\d{0,13}(\.\d{0,2})?$/

export function acceptsAmountInput(text: string): boolean {
  return TYPING_PATTERN.test(text)
}

/** A number greater than 0. */
export function isValidAmount(text: string): boolean {
  return isPositiveDecimal(text)
}

/** The order number: PUR- and the last 6 digits of the timestamp. */
export function makePurchaseId(now: number = Date.now()): string {
  return `PUR-${String(now).slice(-6)}`
}
