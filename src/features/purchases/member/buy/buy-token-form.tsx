import { useState } from 'react'
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core'
import { useTimeout } from '@mantine/hooks'
import { useStore } from '@tanstack/react-form'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { getPriceOptions } from '@/client/@tanstack/react-query.gen'
import { userClient } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import type { TokenPrice } from '@/client/types.gen'
import type { TokenCatalogueEntry } from '@/tokens/token-entry'
import { useAppForm } from '@/ui/form/app-form'
import { errorText } from '@/ui/form/rules'
import { formatINR, formatTokenAmount } from '@/ui/format'
import { floorDivide, formatPercent, isPositiveDecimal, withFee } from '@/ui/money'
import { QueryPart } from '@/ui/query-part'
import { useErrorToast } from '@/ui/use-error-toast'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { acceptsAmountInput, isValidAmount, makePurchaseId } from '@/features/purchases/member/buy/amount'

/** The pause between BUY NOW and the payment page. */
const PURCHASE_DELAY_MS = 1000

interface BuyTokenFormProps {
  /** The token on sale; the product fixes it to STR, but the screen copes without one. */
  token: TokenCatalogueEntry | undefined
  /** The amount to start with (Pay again brings a rejected order's amount); empty otherwise. */
  initialAmount?: string
}

function Line({ label, value, strong = false }: { label: string; value: React.ReactNode; strong?: boolean }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="md"
      pt={strong ? 'xs' : undefined}
      style={strong ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 600} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  )
}

/** The amount's message, under the field once it has been touched and on each refused submit. */
const checkAmount = ({ value }: { value: string }) => (isValidAmount(value) ? undefined : m.buy_amount_invalid())

/**
 * Buy Token's order form, priced by the sale's current price (started by the route's loader). While
 * the price loads the form waits with its figures as loading lines; without a price (it could not be
 * loaded) it stays, BUY NOW disabled, and the toast says why.
 */
export function BuyTokenForm({ token, initialAmount }: BuyTokenFormProps) {
  return (
    <QueryPart
      pending={<OrderForm token={token} initialAmount={initialAmount} sale={undefined} pricePending />}
      failed={(error) => <UnpricedOrderForm token={token} initialAmount={initialAmount} error={error} />}
    >
      <PricedOrderForm token={token} initialAmount={initialAmount} />
    </QueryPart>
  )
}

function PricedOrderForm({ token, initialAmount }: BuyTokenFormProps) {
  const sale = useSuspenseQuery({ ...getPriceOptions({ client: userClient }), select: (response) => response.data }).data
  return <OrderForm token={token} initialAmount={initialAmount} sale={sale} />
}

function UnpricedOrderForm({ token, initialAmount, error }: BuyTokenFormProps & { error: unknown }) {
  useErrorToast(error, m.buy_price_failed())
  return <OrderForm token={token} initialAmount={initialAmount} sale={undefined} />
}

interface OrderFormProps extends BuyTokenFormProps {
  sale: TokenPrice | undefined
  /** The price is on its way: its figures are loading lines, and the amount waits for it. */
  pricePending?: boolean
}

function OrderForm({ token, initialAmount = '', sale, pricePending = false }: OrderFormProps) {
  useLocale()
  const navigate = useNavigate()
  const [processing, setProcessing] = useState(false)
  const goToPayment = useTimeout((search: { purchaseId: string; purchaseAmount: number }) => {
    navigate({ to: '/user/payment', search }).catch((error: unknown) => {
      setProcessing(false)
      notifyError(error, m.buy_order_failed())
    })
  }, PURCHASE_DELAY_MS)
  const form = useAppForm({
    defaultValues: { amount: acceptsAmountInput(initialAmount) ? initialAmount : '' },
    onSubmit: ({ value }) => placeOrder(value.amount),
    // A refused submit (the amount invalid) says so as the spec's toast too.
    onSubmitInvalid: () => notifyError(undefined, token ? m.buy_amount_invalid() : m.buy_no_token()),
  })
  const amount = useStore(form.store, (state) => state.values.amount)

  const symbol = token?.symbol ?? sale?.tokenSymbol ?? ''
  const priceIsSet = sale !== undefined && isPositiveDecimal(sale.price)

  const amountValid = isValidAmount(amount)
  const estimate = amountValid && priceIsSet ? (floorDivide(amount, sale.price) ?? '0') : '0'
  const total = amountValid && sale ? withFee(amount, sale.platformChargePercent) : undefined
  // Stop here rather than at the server, after the member has already paid (it refuses both).
  const belowOneToken = amountValid && priceIsSet && estimate === '0'
  const beyondSupply = amountValid && priceIsSet && BigInt(estimate) > BigInt(sale.remainingPrivateSupply)

  const disabled = !amountValid || processing || !priceIsSet || belowOneToken || beyondSupply

  function placeOrder(amount: string) {
    if (!token) {
      notifyError(undefined, m.buy_no_token())
      return
    }
    if (disabled) return
    setProcessing(true)
    const purchaseId = makePurchaseId()
    // Number() drops a trailing point or leading zeros, and keeps the link readable (?purchaseAmount=100.5).
    const purchaseAmount = Number(amount)
    goToPayment.start({ purchaseId, purchaseAmount })
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560} w="100%">
      <form.AppForm>
        <form.Form>
          <Stack gap="lg">
            {token ? (
              <Group gap="sm" wrap="nowrap">
                <img src={token.icon_url} alt="" width={44} height={44} />
                <Stack gap={2}>
                  <Title order={3} size="h4">
                    {token.name} ({token.symbol})
                  </Title>
                  {pricePending ? (
                    <Skeleton height={14} width={160} aria-label={m.buy_loading_price()} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {m.buy_price_per_token()}{' '}
                      <Text span fw={700} c="var(--mantine-color-text)">
                        {sale ? `${formatINR(sale.price)} / ${symbol}` : '—'}
                      </Text>
                    </Text>
                  )}
                </Stack>
              </Group>
            ) : (
              <Alert color="yellow" title={m.buy_no_token_title()}>
                {m.buy_select_token()}
              </Alert>
            )}

            <Stack component="dl" gap={0} m={0}>
              <Line
                label={m.buy_remaining_supply()}
                value={sale ? `${formatTokenAmount(sale.remainingPrivateSupply)} ${symbol}` : pricePending ? <Skeleton height={14} width={120} /> : '—'}
              />
            </Stack>

            <form.Field name="amount" validators={{ onChange: checkAmount, onBlur: checkAmount }}>
              {(field) => (
                <TextInput
                  label={m.buy_amount_label()}
                  placeholder={m.buy_amount_placeholder()}
                  inputMode="decimal"
                  autoComplete="off"
                  leftSection="₹"
                  size="md"
                  name={field.name}
                  disabled={pricePending}
                  value={field.state.value}
                  // Keys that cannot make an amount (letters, a second point, a third decimal) do nothing.
                  onChange={(event) => acceptsAmountInput(event.currentTarget.value) && field.handleChange(event.currentTarget.value)}
                  onBlur={field.handleBlur}
                  error={field.state.meta.isTouched ? errorText(field.state.meta.errors) : undefined}
                />
              )}
            </form.Field>

            {belowOneToken && (
              <Text size="sm" c="red.7" role="status">
                {m.buy_below_one({ price: formatINR(sale.price), symbol })}
              </Text>
            )}
            {beyondSupply && (
              <Text size="sm" c="red.7" role="status">
                {m.buy_beyond_supply({ amount: formatTokenAmount(sale.remainingPrivateSupply), symbol })}
              </Text>
            )}

            <Stack component="dl" gap="xs" m={0}>
              <Line label={m.buy_estimated_tokens()} value={`${formatTokenAmount(estimate)} ${symbol}`.trim()} />
              <Line label={m.buy_platform_fee()} value={sale ? `${formatPercent(sale.platformChargePercent)}%` : '—'} />
              <Line label={m.buy_total()} value={total ? `≈ ${formatINR(total)}` : formatINR('0')} strong />
            </Stack>

            <Button type="submit" size="md" fullWidth disabled={disabled} loading={processing} loaderProps={{ type: 'dots' }}>
              {m.buy_now()}
            </Button>

            <Text size="xs" c="dimmed" ta="center">
              {m.buy_note({ symbol: symbol || m.buy_tokens_word() })}
            </Text>
          </Stack>
        </form.Form>
      </form.AppForm>
    </Paper>
  )
}
