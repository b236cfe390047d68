import { useState } from 'react'
import { useMediaQuery } from '@mantine/hooks'
import { Anchor, Box, Button, Group, List, Stack, Text, TextInput } from '@mantine/core'
import { QRCodeSVG } from 'qrcode.react'
import type { UpiDetails } from '@/client/types.gen'
import { notifyError } from '@/lib/notify'
import { formatINR } from '@/ui/format'
import { CopyValueButton } from '@/ui/copy-value-button'
import type { Order } from '@/features/purchases/member/payment/order'
import { PrivacyAgreement } from '@/features/purchases/member/payment/privacy-agreement'
import { buildUpiLink, UPI_APPS, upiAppLinks } from '@/features/purchases/member/payment/upi-link'

/** Error correction level high, 256 px. */
const QR_SIZE = 256

const chipStyle = { border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 }

/** Where each listed app shows the reference the proof form asks for. */
const UTR_HELP = [
  ['Paytm', 'Balance & History, open the payment: UPI Ref. No.'],
  ['PhonePe', 'History, open the payment: UTR.'],
  ['Google Pay', 'open the payment from your activity: UPI transaction ID.'],
] as const

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
  // Mantine's sm breakpoint, as hiddenFrom="sm" below: phones, where an app can be opened by link.
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false

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
          {/* A phone cannot scan its own screen: there the main action opens the UPI app with this
              payment, and the QR is for paying from another device. */}
          <Button component="a" href={link} size="md" fullWidth hiddenFrom="sm">
            Open UPI app
          </Button>
          <Text size="sm" c="dimmed" ta="center" hiddenFrom="sm">
            Paying from another phone? Scan this code.
          </Text>
          <Box
            p="sm"
            bg="white"
            w={{ base: 184, sm: QR_SIZE + 26 }}
            style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)', maxWidth: '100%' }}
            data-upi-link={link}
          >
            <QRCodeSVG
              value={link}
              size={QR_SIZE}
              level="H"
              title={`UPI QR code to pay ${formatINR(order.totalAmount)}`}
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Box>
          <Text size="sm" c="dimmed" ta="center" visibleFrom="sm">
            Scan with any UPI app to pay {formatINR(order.totalAmount)}
          </Text>
        </Stack>
      )}

      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Supported UPI apps
        </Text>
        {/* role="list" because Safari drops list semantics from an unstyled list. On a phone each app
            is a link that opens it with this payment; a desktop has no app to open. */}
        <Group component="ul" role="list" gap={8} m={0} p={0} aria-label="Supported UPI apps" style={{ listStyle: 'none' }}>
          {canPay && isPhone
            ? upiAppLinks(link).map(({ app, href }) => (
                <li key={app}>
                  <Anchor href={href} size="sm" px="sm" py={4} display="inline-block" underline="never" style={chipStyle} aria-label={`Pay with ${app}`}>
                    {app}
                  </Anchor>
                </li>
              ))
            : UPI_APPS.map((app) => (
                <Text component="li" key={app} size="sm" px="sm" py={4} style={chipStyle}>
                  {app}
                </Text>
              ))}
        </Group>
      </Stack>

      <TextInput
        label="UPI ID"
        description={`Payee: ${upi.payeeName}`}
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
        <Button onClick={pay} flex={1} disabled={!canPay} aria-describedby="upi-pay-next">
          PAY
        </Button>
      </Group>
      <Text id="upi-pay-next" size="sm" c="dimmed" mt={-8}>
        After paying in your UPI app, press PAY to submit the UTR (the UPI reference number).
      </Text>

      <Box component="details">
        <Text component="summary" size="sm" fw={600} style={{ cursor: 'pointer' }}>
          Where do I find the UTR?
        </Text>
        <List size="sm" mt="xs" spacing={4}>
          {UTR_HELP.map(([app, where]) => (
            <List.Item key={app}>
              <b>{app}</b>: {where}
            </List.Item>
          ))}
        </List>
      </Box>
    </Stack>
  )
}
