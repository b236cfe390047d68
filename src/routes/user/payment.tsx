import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { getPaymentDetailsOptions, getSettingsOptions } from '@/client/@tanstack/react-query.gen'
import { PaymentPage } from '@/features/payment/payment-page'
import { userClient } from '@/lib/api-client'
import { tokenHead } from '@/lib/head'

const ORDER_NUMBER = /^PUR-\d{6}$/
const ORDER_AMOUNT = /^\d{1,13}(\.\d{1,2})?$/

/** A scalar of the wrong shape counts as missing: the page then says 'Order details not found in URL.' */
const scalarParam = (isValid: (value: string | number) => boolean) =>
  v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform((value) => (isValid(value) ? value : undefined))))

/**
 * Buy Token links here with ?purchaseId=PUR-123456&purchaseAmount=100.5. The router reads a
 * numeric value as a number and writes it back the same way, so the amount stays a number here
 * (a string would come back quoted in the address bar). A value that is not even a scalar (an
 * object or a list) is a broken link and goes to the error screen.
 */
export const Route = createFileRoute('/user/payment')({
  validateSearch: v.object({
    purchaseId: scalarParam((value) => ORDER_NUMBER.test(String(value))),
    purchaseAmount: scalarParam((value) => ORDER_AMOUNT.test(String(value)) && Number(value) > 0),
  }),
  // Warmed without blocking: a failure is a toast on the page, not an error screen.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(getSettingsOptions({ client: userClient }))
    void context.queryClient.prefetchQuery(getPaymentDetailsOptions({ client: userClient }))
  },
  head: () => tokenHead(),
  component: PaymentRoute,
})

function PaymentRoute() {
  const { purchaseId, purchaseAmount } = Route.useSearch()
  const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value))
  return <PaymentPage purchaseId={text(purchaseId)} purchaseAmount={text(purchaseAmount)} />
}
