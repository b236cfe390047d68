import { Stack, Title } from '@mantine/core'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import * as v from 'valibot'
import { vMoneyInput } from '@/client/valibot.gen'
import { getPriceOptions } from '@/client/@tanstack/react-query.gen'
import { BuyTokenForm } from '@/features/purchases/member/buy/buy-token-form'
import { SubmittedOrder } from '@/features/purchases/member/payment/submitted-order'
import { userClient } from '@/lib/api-client'
import { tokenHead } from '@/lib/head'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { selectedToken } from '@/tokens/selected-token'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

/**
 * ?amount=100 fills the amount in (Pay again after a rejection): the member still sees the current
 * price and presses BUY NOW, which makes a new order. An amount of the wrong shape counts as missing.
 */
const amountParam = v.optional(
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
    v.transform((value) => (v.is(vMoneyInput, value) && Number(value) > 0 ? value : undefined)),
  ),
)

export const Route = createFileRoute('/user/buy-token')({
  validateSearch: v.object({ amount: amountParam }),
  // Started, not awaited: the heading and a just-submitted order's confirmation show at once, and the
  // form shows the price's loading and failure itself (a toast, BUY NOW disabled), not an error screen.
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(getPriceOptions({ client: userClient })).catch(() => undefined)
  },
  head: () => tokenHead(m.buy_heading()),
  pendingComponent: PagePending,
  errorComponent: BuyTokenError,
  component: BuyTokenPage,
})

function BuyTokenPage() {
  useLocale()
  const { amount } = Route.useSearch()
  return (
    <Stack gap="lg">
      <Title order={2}>{m.buy_heading()}</Title>
      <SubmittedOrder />
      {/* Keyed by the amount: Pay again for another order fills the form afresh. */}
      <BuyTokenForm key={amount} token={selectedToken} initialAmount={amount} />
    </Stack>
  )
}

function BuyTokenError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading={m.buy_heading()} title={m.buy_price_failed()} />
}
