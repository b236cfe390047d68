import { useState } from 'react'
import { useMediaQuery } from '@mantine/hooks'
import { Anchor, Box, Button, Group, List, Stack, Text, TextInput } from '@mantine/core'
import { QRCodeSVG } from 'qrcode.react'
import type { UpiDetails } from '@/client/types.gen'
import { notifyError } from '@/lib/notify'
import { formatINR } from '@/ui/format'
import { CopyValueButton } from '@/ui/copy-value-button'
import { m } from '@/paraglide/messages'
import type { Order } from '@/features/purchases/member/payment/order'
import { PrivacyAgreement } from '@/features/purchases/member/payment/privacy-agreement'
import { buildUpiLink, UPI_APPS, upiAppLinks } from '@/features/purchases/member/payment/upi-link'

/** Error correction level high, 256 px. */
const QR_SIZE = 256

const chipStyle = { border: '1px solid var(--mantine-color-default-border)', borderRadius: 999 }

/** Where each listed app shows the reference the proof form asks for. */
const UTR_HELP = [
  ['Paytm', m.pay_utr_paytm],
  ['PhonePe', m.pay_utr_phonepe],
  ['Google Pay', m.pay_utr_gpay],
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
        <Text>{m.pay_upi_unavailable()}</Text>
        <Button variant="default" onClick={onGoBack}>
          {m.pay_go_back()}
        </Button>
      </Stack>
    )
  }

  const link = buildUpiLink({ payeeId: upi.id, payeeName: upi.payeeName, amount: order.totalAmount, orderNumber: order.orderNumber })

  function pay() {
    if (!agreed) {
      notifyError(undefined, m.pay_agree_required_upi())
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
            {m.pay_open_upi_app()}
          </Button>
          <Text size="sm" c="dimmed" ta="center" hiddenFrom="sm">
            {m.pay_scan_other_phone()}
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
              title={m.pay_qr_title({ amount: formatINR(order.totalAmount) })}
              style={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Box>
          <Text size="sm" c="dimmed" ta="center" visibleFrom="sm">
            {m.pay_scan_to_pay({ amount: formatINR(order.totalAmount) })}
          </Text>
        </Stack>
      )}

      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {m.pay_upi_apps()}
        </Text>
        {/* role="list" because Safari drops list semantics from an unstyled list. On a phone each app
            is a link that opens it with this payment; a desktop has no app to open. */}
        <Group component="ul" role="list" gap={8} m={0} p={0} aria-label={m.pay_upi_apps()} style={{ listStyle: 'none' }}>
          {canPay && isPhone
            ? upiAppLinks(link).map(({ app, href }) => (
                <li key={app}>
                  <Anchor href={href} size="sm" px="sm" py={4} display="inline-block" underline="never" style={chipStyle} aria-label={m.pay_with_app({ app })}>
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
        label={m.pay_upi_id()}
        description={m.pay_payee({ name: upi.payeeName })}
        value={upi.id}
        readOnly
        rightSection={<CopyValueButton value={upi.id} label={m.pay_upi_id()} successMessage={m.pay_upi_id_copied()} />}
        rightSectionPointerEvents="all"
      />

      <PrivacyAgreement checked={agreed} onChange={setAgreed} />

      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={onCancel}>
          {m.dialog_cancel()}
        </Button>
        <Button onClick={pay} flex={1} disabled={!canPay} aria-describedby="upi-pay-next">
          {m.pay_pay()}
        </Button>
      </Group>
      <Text id="upi-pay-next" size="sm" c="dimmed" mt={-8}>
        {m.pay_upi_next()}
      </Text>

      <Box component="details">
        <Text component="summary" size="sm" fw={600} style={{ cursor: 'pointer' }}>
          {m.pay_utr_where()}
        </Text>
        <List size="sm" mt="xs" spacing={4}>
          {UTR_HELP.map(([app, where]) => (
            <List.Item key={app}>
              <b>{app}</b>: {where()}
            </List.Item>
          ))}
        </List>
      </Box>
    </Stack>
  )
}
