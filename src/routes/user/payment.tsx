import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import * as v from 'valibot'
import { vMoneyInput, vPurchaseRequest } from '@/client/valibot.gen'
import { getPaymentDetailsOptions, getSettingsOptions } from '@/client/@tanstack/react-query.gen'
import { PaymentPage } from '@/features/purchases/member/payment/payment-page'
import { userClient } from '@/lib/api-client'
import { tokenHead } from '@/lib/head'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { m } from '@/paraglide/messages'
import { PagePending } from '@/ui/page-pending'

/** The contract's shapes of an order number and an amount (PurchaseRequest), not copies of their patterns. */
const ORDER_NUMBER = vPurchaseRequest.entries.purchaseId

/** A value of the wrong shape counts as missing: the page then says 'Order details not found in URL.' */
const orderParam = (isValid: (value: string) => boolean) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
      v.transform((value) => (isValid(value) ? value : undefined)),
    ),
  )

/**
 * Buy Token links here with ?purchaseId=PUR-123456&purchaseAmount=100.5. The URL's values are
 * text (lib/search-params), and Buy Token navigates with text too; a number is taken as its text.
 */
export const Route = createFileRoute('/user/payment')({
  validateSearch: v.object({
    purchaseId: orderParam((value) => v.is(ORDER_NUMBER, value)),
    purchaseAmount: orderParam((value) => v.is(vMoneyInput, value) && Number(value) > 0),
  }),
  // The platform fee makes the order's total, so the page renders with it, and with the receiving
  // details; their failure is tolerated here: the page then offers Manual, and says why in a toast.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(getSettingsOptions({ client: userClient })),
      queryClient.ensureQueryData(getPaymentDetailsOptions({ client: userClient })).catch(() => undefined),
    ])
  },
  head: () => tokenHead(),
  pendingComponent: PagePending,
  errorComponent: PaymentError,
  component: PaymentRoute,
})

function PaymentRoute() {
  const { purchaseId, purchaseAmount } = Route.useSearch()
  // Keyed by the order: a new order (after one expired) is a fresh page with its own window.
  return <PaymentPage key={purchaseId} purchaseId={purchaseId} purchaseAmount={purchaseAmount} />
}

function PaymentError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading={m.pay_heading()} title={m.pay_details_failed()} />
}
