import { useEffect, useRef, useState } from 'react'
import { Alert, Anchor, Button, Grid, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { getMemberDashboardQueryKey, getPaymentDetailsOptions, getSettingsOptions, listUserTransactionsQueryKey } from '@/client/@tanstack/react-query.gen'
import type { BankAccount, PaymentDetails, UserTransaction } from '@/client/types.gen'
import { userClient } from '@/lib/api-client'
import { useRefresh } from '@/lib/change-outcome'
import { notifyError } from '@/lib/notify'
import { formatINR } from '@/ui/format'
import { formatPercent } from '@/ui/money'
import { QueryPart } from '@/ui/query-part'
import { useErrorToast } from '@/ui/use-error-toast'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { BankPanel } from '@/features/purchases/member/payment/bank-panel'
import { formatCountdown, PAYMENT_WINDOW_SECONDS } from '@/features/purchases/member/payment/countdown'
import { useCountdown } from '@/ui/countdown'
import { ManualPanel } from '@/features/purchases/member/payment/manual-panel'
import { orderStartedAt } from '@/features/purchases/member/payment/order-clock'
import { orderDetails, type Order } from '@/features/purchases/member/payment/order'
import { ProofModal, type ProofTarget } from '@/features/purchases/member/payment/proof-modal'
import { UpiPanel } from '@/features/purchases/member/payment/upi-panel'
import { makePurchaseId } from '@/features/purchases/member/buy/amount'
import { TextWithLink } from '@/features/purchases/member/payment/text-with-link'

type PaymentTab = 'BANK' | 'UPI' | 'MANUAL'

interface PaymentPageProps {
  /** From the URL, already checked by the route; undefined when missing or malformed. */
  purchaseId: string | undefined
  purchaseAmount: string | undefined
}

/** UPI first; without UPI the bank, and Manual when there is neither. */
function defaultTab(hasBank: boolean, hasUpi: boolean): PaymentTab {
  if (hasUpi) return 'UPI'
  return hasBank ? 'BANK' : 'MANUAL'
}

function Countdown({ left }: { left: number }) {
  const expired = left === 0
  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="sm"
      bg={expired ? 'var(--mantine-color-red-light)' : 'var(--mantine-color-brand-light)'}
      role="timer"
      aria-label={m.pay_transaction_time()}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{m.pay_transaction_time()}</Text>
        <Text fw={800} fz="xl" c={expired ? 'var(--mantine-color-error)' : 'var(--app-accent-text)'} ff="monospace">
          {formatCountdown(left)}
        </Text>
      </Group>
    </Paper>
  )
}

function DetailRow({ label, children, total = false }: { label: string; children: React.ReactNode; total?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" pt={total ? 'xs' : undefined} style={total ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
      <Text component="dt" size={total ? 'md' : 'sm'} fw={total ? 700 : undefined} c={total ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={total ? 800 : 600} fz={total ? 'lg' : undefined}>
        {children}
      </Text>
    </Group>
  )
}

function OrderDetails({ order }: { order: Order }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={3} size="h5" c="dimmed">
          {m.pay_order_details_heading()}
        </Title>
        <Stack component="dl" gap="xs" m={0} aria-label={m.pay_order_details_label()}>
          <DetailRow label={m.pay_order_number()}>{order.orderNumber || '—'}</DetailRow>
          <DetailRow label={m.pay_order_amount()}>{formatINR(order.orderAmount)}</DetailRow>
          <DetailRow label={m.pay_platform_fees({ percent: formatPercent(order.feePercent) })}>{formatINR(order.feeAmount)}</DetailRow>
          <DetailRow label={m.pay_total_amount()} total>
            {formatINR(order.totalAmount)}
          </DetailRow>
        </Stack>
        <Text size="xs" c="dimmed">
          {m.pay_all_in_inr()}
        </Text>
      </Stack>
    </Paper>
  )
}

export function PaymentPage({ purchaseId, purchaseAmount }: PaymentPageProps) {
  useLocale()
  const navigate = useNavigate()
  // The new purchase belongs in the history at once, not after the cache goes stale.
  // So does the dashboard's count of pending orders.
  const refreshOrders = useRefresh(listUserTransactionsQueryKey({ client: userClient }), getMemberDashboardQueryKey({ client: userClient }))
  const hasOrder = purchaseId !== undefined && purchaseAmount !== undefined

  const missingShown = useRef(false)
  useEffect(() => {
    if (hasOrder || missingShown.current) return
    missingShown.current = true
    notifyError(undefined, m.pay_order_not_found())
  }, [hasOrder])

  // The fee is loaded by the route first; the receiving details are read by the methods' panel, since
  // without them the member can still pay with a Manual receipt.
  const settings = useSuspenseQuery({ ...getSettingsOptions({ client: userClient }), select: (response) => response.data })

  // The window counts from the order's making, so a reload does not hand out a fresh 15 minutes.
  const [startedAt] = useState(() => (purchaseId ? orderStartedAt(purchaseId) : Date.now()))
  const left = useCountdown(startedAt + PAYMENT_WINDOW_SECONDS * 1000)
  const expired = hasOrder && left === 0

  const order = orderDetails(purchaseId, purchaseAmount, settings.data.platformChargePercent)
  // An expired order cannot be paid any more; a proof form already open stays, since the member may
  // have paid in the last minute and only has the UTR left to type.
  const canPay = hasOrder && !expired

  const [chosenTab, setChosenTab] = useState<PaymentTab | null>(null)
  const [proof, setProof] = useState<ProofTarget | null>(null)

  function cancel() {
    notifyError(undefined, m.pay_cancelled())
    setProof(null)
  }

  function leave() {
    cancel()
    void navigate({ to: '/user/buy-token' })
  }

  function startNewOrder() {
    // Same amount, a new order number and a new window; the expired order is not kept in history.
    // A number, as Buy Token writes it: the router would quote a numeric string in the address bar.
    void navigate({ to: '/user/payment', search: { purchaseId: makePurchaseId(), purchaseAmount }, replace: true })
  }

  async function finish(submitted: UserTransaction) {
    setProof(null)
    await refreshOrders()
    // The member goes to Buy Token, which confirms the order from the entry's state (kept across
    // a reload). Replacing the entry: Back must not return to an order that is already submitted.
    await navigate({ to: '/user/buy-token', replace: true, state: { submittedOrder: submitted } })
  }

  const methods = (details: PaymentDetails | undefined) => (
    <PaymentMethods
      details={details}
      chosenTab={chosenTab}
      onTabChange={setChosenTab}
      order={order}
      canPay={canPay}
      onPay={setProof}
      onCancel={leave}
      onGoBack={() => void navigate({ to: '/user/buy-token' })}
      onSubmitted={finish}
    />
  )

  return (
    <Stack gap="lg">
      <Title order={2}>{m.pay_heading()}</Title>
      <Countdown left={left} />
      {expired && (
        <Alert color="red" title={m.pay_expired_title()}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{m.pay_expired_body({ order: purchaseId ?? '' })}</Text>
            <Button onClick={startNewOrder}>{m.pay_new_order()}</Button>
          </Stack>
        </Alert>
      )}
      {!hasOrder && (
        <Alert color="red" title={m.pay_no_order_title()}>
          <TextWithLink text={m.pay_no_order_body}>
            <Anchor component={Link} to="/user/buy-token" inherit>
              {m.nav_buy_token()}
            </Anchor>
          </TextWithLink>
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <OrderDetails order={order} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <QueryPart
              pending={
                <Group justify="center" py="xl">
                  <Loader size="sm" aria-label={m.pay_loading_details()} />
                </Group>
              }
              failed={(error) => <MethodsWithoutDetails error={error} methods={methods} />}
            >
              <MethodsWithDetails methods={methods} />
            </QueryPart>
          </Paper>
        </Grid.Col>
      </Grid>
      <ProofModal target={proof} order={order} onCancel={cancel} onSubmitted={finish} />
    </Stack>
  )
}

type Methods = (details: PaymentDetails | undefined) => React.ReactNode

function MethodsWithDetails({ methods }: { methods: Methods }) {
  return methods(useSuspenseQuery(getPaymentDetailsOptions({ client: userClient })).data.data)
}

/** Without the receiving details the member can still pay with a Manual receipt; the toast says why there is nothing else. */
function MethodsWithoutDetails({ error, methods }: { error: unknown; methods: Methods }) {
  useErrorToast(error, m.pay_details_failed())
  return methods(undefined)
}

interface PaymentMethodsProps {
  /** Undefined when they could not be loaded: only Manual is offered then. */
  details: PaymentDetails | undefined
  chosenTab: PaymentTab | null
  onTabChange: (tab: PaymentTab) => void
  order: Order
  canPay: boolean
  onPay: (target: ProofTarget) => void
  onCancel: () => void
  onGoBack: () => void
  onSubmitted: (submitted: UserTransaction) => Promise<void>
}

function PaymentMethods({ details, chosenTab, onTabChange, order, canPay, onPay, onCancel, onGoBack, onSubmitted }: PaymentMethodsProps) {
  const banks: BankAccount[] = (details?.bankAccounts ?? []).filter((account) => account.bankName.trim() !== '')
  const upi = details?.upi ?? null
  const tab = chosenTab ?? defaultTab(banks.length > 0, upi !== null)
  return (
    <Tabs value={tab} onChange={(value) => onTabChange(value as PaymentTab)} keepMounted={false}>
      <Tabs.List grow mb="lg">
        {banks.length > 0 && <Tabs.Tab value="BANK">{m.pay_tab_bank()}</Tabs.Tab>}
        {upi && <Tabs.Tab value="UPI">{m.pay_tab_upi()}</Tabs.Tab>}
        <Tabs.Tab value="MANUAL">{m.pay_tab_manual()}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="BANK">
        {banks.length > 0 ? (
          <BankPanel accounts={banks} order={order} canPay={canPay} onPay={(account) => onPay({ method: 'BANK', bankName: account.bankName })} onCancel={onCancel} />
        ) : (
          <Text>{m.pay_bank_unavailable()}</Text>
        )}
      </Tabs.Panel>
      {/* Also reached when UPI was chosen and a refresh found it withdrawn: the panel then says so. */}
      <Tabs.Panel value="UPI">
        <UpiPanel upi={upi} order={order} canPay={canPay} onPay={() => onPay({ method: 'UPI' })} onCancel={onCancel} onGoBack={onGoBack} />
      </Tabs.Panel>
      <Tabs.Panel value="MANUAL">
        <ManualPanel order={order} canPay={canPay} onCancel={onCancel} onSubmitted={onSubmitted} />
      </Tabs.Panel>
    </Tabs>
  )
}
