import { useState } from 'react'
import { Box, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { QRCodeSVG } from 'qrcode.react'
import type { UpiDetails } from '@/client/types.gen'
import { notifyError } from '@/lib/notify'
import { formatINR } from '@/ui/format'
import { CopyValueButton } from '@/features/payment/copy-value-button'
import type { Order } from '@/features/payment/order'
import { PrivacyAgreement } from '@/features/payment/privacy-agreement'
import { buildUpiLink } from '@/features/payment/upi-link'

/** SPEC section 9: error correction level high, 256 px. */
const QR_SIZE = 256

const UPI_APPS = ['Paytm', 'PhonePe', 'Google Pay']

interface UpiPanelProps {
  upi: UpiDetails | null | undefined
  order: Order
  /** False while there is no order to pay for. */
  canPay: boolean
  onPay: () => void
  onCancel: () => void
  onGoBack: () => void
}

export function UpiPanel({ upi, order, canPay, onPay, onCancel, onGoBack }: UpiPanelProps) {
  const [agreed, setAgreed] = useState(false)

  if (!upi) {
    return (
      <Stack gap="md" align="flex-start">
        <Text>UPI payment details are not available.</Text>
        <Button variant="default" onClick={onGoBack}>
          Go Back
        </Button>
      </Stack>
    )
  }

  const link = buildUpiLink({ payeeId: upi.id, payeeName: upi.payeeName, amount: order.totalAmount, orderNumber: order.orderNumber })

  function pay() {
    if (!agreed) {
      notifyError(undefined, 'Please agree to the privacy & policy to proceed.')
      return
    }
    onPay()
  }

  return (
    <Stack gap="lg">
      {canPay && (
        <Stack gap="xs" align="center">
          <Box p="sm" bg="white" style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)', maxWidth: '100%' }} data-upi-link={link}>
            <QRCodeSVG value={link} size={QR_SIZE} level="H" title={`UPI QR code to pay ${formatINR(order.totalAmount)}`} style={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
          </Box>
          <Text size="sm" c="dimmed" ta="center">
            Scan with any UPI app to pay {formatINR(order.totalAmount)}
          </Text>
          {/* On a phone the QR cannot be scanned by the phone itself: open the UPI app directly. */}
          <Button component="a" href={link} variant="light" hiddenFrom="sm">
            Open UPI app
          </Button>
        </Stack>
      )}

      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Supported UPI apps
        </Text>
        {/* role="list" because Safari drops list semantics from an unstyled list. */}
        <Group component="ul" role="list" gap={8} m={0} p={0} aria-label="Supported UPI apps" style={{ listStyle: 'none' }}>
          {UPI_APPS.map((app) => (
            <Text component="li" key={app} size="sm" px="sm" py={4} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 }}>
              {app}
            </Text>
          ))}
        </Group>
      </Stack>

      <TextInput
        label="UPI ID"
        value={upi.id}
        readOnly
        rightSection={<CopyValueButton value={upi.id} label="UPI ID" successMessage="UPI ID copied to clipboard!" />}
        rightSectionPointerEvents="all"
      />

      <PrivacyAgreement checked={agreed} onChange={setAgreed} />

      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={pay} flex={1} disabled={!canPay}>
          PAY
        </Button>
      </Group>
    </Stack>
  )
}
