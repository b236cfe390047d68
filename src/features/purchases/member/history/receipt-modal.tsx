import { useState } from 'react'
import { Anchor, Group, Image, Modal, Stack, Text } from '@mantine/core'
import type { UserTransaction } from '@/client/types.gen'
import { formatDateGB, formatINR, formatTimeGB, formatTokenAmount } from '@/ui/format'
import { StatusBadge } from '@/ui/status-badge'

interface ReceiptView {
  transaction: UserTransaction
  serial: number
}

interface ReceiptModalProps {
  view: ReceiptView | null
  onClose: () => void
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  )
}

/**
 * The signed link has no file extension, so the receipt is tried as an image first; a PDF or
 * Word file (or a link that has expired) fails to load and is offered as a link instead.
 */
function ReceiptPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <Text size="sm">
        The receipt cannot be shown here.{' '}
        <Anchor href={url} target="_blank" rel="noopener noreferrer">
          Open the receipt
        </Anchor>
      </Text>
    )
  }
  return (
    <Stack gap={4}>
      <Image src={url} alt="Payment receipt" radius="md" mah={420} fit="contain" onError={() => setFailed(true)} />
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs">
        Open full size
      </Anchor>
    </Stack>
  )
}

export function ReceiptModal({ view, onClose }: ReceiptModalProps) {
  return (
    <Modal opened={view !== null} onClose={onClose} title="View Payment Receipt" centered size="md">
      {view && (
        <Stack gap="md">
          <Stack component="dl" gap="xs" m={0} aria-label="Payment details">
            <Field label="SL.No.">{view.serial}</Field>
            <Field label="Transaction ID">{view.transaction.transactionId}</Field>
            <Field label="Payment Method">{view.transaction.paymentMethod}</Field>
            <Field label="Amount (INR)">{formatINR(view.transaction.finalAmount)}</Field>
            <Field label="Tokens">{formatTokenAmount(view.transaction.totalQuantity)}</Field>
            <Field label="UTR / Reference No.">{view.transaction.referenceNumber ?? 'N/A'}</Field>
            <Field label="Date">{formatDateGB(view.transaction.createdAt)}</Field>
            <Field label="Time">{formatTimeGB(view.transaction.createdAt)}</Field>
            <Field label="Status">
              <StatusBadge status={view.transaction.status} />
            </Field>
          </Stack>
          {view.transaction.receipt ? (
            <ReceiptPreview key={view.transaction.receipt.url} url={view.transaction.receipt.url} />
          ) : (
            <Text size="sm" c="dimmed">
              No receipt was uploaded for this payment.
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  )
}
