import { Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { getPriceOptions } from '@/client/@tanstack/react-query.gen'
import { BuyTokenForm } from '@/features/purchases/member/buy/buy-token-form'
import { SubmittedOrder } from '@/features/purchases/member/payment/submitted-order'
import { userClient } from '@/lib/api-client'
import { tokenHead } from '@/lib/head'
import { selectedToken } from '@/tokens/selected-token'

export const Route = createFileRoute('/user/buy-token')({
  // Warms the price without blocking: a failure is a toast on the page, not an error screen.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(getPriceOptions({ client: userClient }))
  },
  head: () => tokenHead('Buy Token'),
  component: BuyTokenPage,
})

function BuyTokenPage() {
  return (
    <Stack gap="lg">
      <Title order={2}>Buy Token</Title>
      <SubmittedOrder />
      <BuyTokenForm token={selectedToken} />
    </Stack>
  )
}
