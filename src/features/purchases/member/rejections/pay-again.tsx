import { Button, type ButtonProps } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { UserTransaction } from '@/client/types.gen'
import { m } from '@/paraglide/messages'

/** The order amount as the amount box takes it: "100.00" is 100, "1234.50" is 1234.5. */
export function amountToType(amount: string): string {
  return amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount
}

/**
 * Pay again after a rejection: Buy Token with the rejected order's amount (before the fee) filled
 * in. The member sees today's price and presses BUY NOW, so it is a new order with a new number and
 * a new payment; the old UTR stays with the old order (a UTR is used once).
 */
export function PayAgainButton({ purchase, ...props }: { purchase: Pick<UserTransaction, 'transactionId' | 'amount'> } & Omit<ButtonProps, 'children'>) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      {...props}
      aria-label={m.after_pay_again_for({ id: purchase.transactionId })}
      renderRoot={(rootProps) => <Link {...rootProps} to="/user/buy-token" search={{ amount: amountToType(purchase.amount) }} />}
    >
      {m.after_pay_again()}
    </Button>
  )
}
