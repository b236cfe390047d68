import * as v from 'valibot'
import { vMoneyInput } from '@/client/valibot.gen'
import { percentOf, withFee } from '@/ui/money'

export interface Order {
  orderNumber: string
  /** INR before the fee, as sent to the server. */
  orderAmount: string
  feePercent: string
  feeAmount: string
  totalAmount: string
}

/**
 * Order details: fee = amount * percent / 100, total = amount + fee, both to
 * 2 places with the server's rounding. A missing order or fee gives zeros.
 */
export function orderDetails(orderNumber: string | undefined, amount: string | undefined, feePercent: string | undefined): Order {
  const valid = orderNumber !== undefined && amount !== undefined && v.is(vMoneyInput, amount)
  const orderAmount = valid ? amount : '0'
  const percent = feePercent ?? '0'
  return {
    orderNumber: valid ? orderNumber : '',
    orderAmount,
    feePercent: percent,
    feeAmount: percentOf(orderAmount, percent) ?? '0.00',
    totalAmount: withFee(orderAmount, percent) ?? '0.00',
  }
}
