import { Stack, Title } from '@mantine/core'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
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

export const Route = createFileRoute('/user/buy-token')({
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
  return (
    <Stack gap="lg">
      <Title order={2}>{m.buy_heading()}</Title>
      <SubmittedOrder />
      <BuyTokenForm token={selectedToken} />
    </Stack>
  )
}

function BuyTokenError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading={m.buy_heading()} title={m.buy_price_failed()} />
}
