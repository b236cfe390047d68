import { useState } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { purchasePackageMutation } from '@/client/@tanstack/react-query.gen'
import type { UserTransaction } from '@/client/types.gen'
import { userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { formatINR } from '@/ui/format'
import { m } from '@/paraglide/messages'
import type { Order } from '@/features/purchases/member/payment/order'
import { PrivacyAgreement } from '@/features/purchases/member/payment/privacy-agreement'

interface ManualPanelProps {
  order: Order
  canPay: boolean
  onCancel: () => void
  /** With the purchase as the server recorded it. */
  onSubmitted: (submitted: UserTransaction) => void
}

/** Manual payment: no proof, only the order amount; an admin confirms it later. */
export function ManualPanel({ order, canPay, onCancel, onSubmitted }: ManualPanelProps) {
  const [agreed, setAgreed] = useState(false)
  const submit = useMutation({
    ...purchasePackageMutation({ client: userClient }),
    onSuccess: (response) => {
      notifySuccess(m.pay_manual_submitted())
      onSubmitted(response.data)
    },
    onError: (error) => notifyError(error, m.pay_manual_failed()),
  })

  function confirm() {
    if (!agreed) {
      notifyError(undefined, m.pay_agree_required())
      return
    }
    if (submit.isPending) return
    submit.mutate({ body: { purchaseId: order.orderNumber, paymentMethod: 'MANUAL', amount: order.orderAmount } })
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {m.pay_manual_intro({ amount: formatINR(order.totalAmount) })}
      </Text>
      <PrivacyAgreement checked={agreed} onChange={setAgreed} />
      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={onCancel} disabled={submit.isPending}>
          {m.dialog_cancel()}
        </Button>
        <Button onClick={confirm} flex={1} disabled={!canPay || submit.isPending} loading={submit.isPending}>
          {m.pay_confirm_payment()}
        </Button>
      </Group>
    </Stack>
  )
}
