import { useState } from 'react'
import { Anchor, Group, Image, Modal, Stack, Text } from '@mantine/core'
import type { UserTransaction } from '@/client/types.gen'
import { formatDateGB, formatINR, formatTimeGB, formatTokenAmount } from '@/ui/format'
import { StatusBadge } from '@/ui/status-badge'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { statusWord } from '@/features/purchases/status-word'
import { PayAgainButton } from '@/features/purchases/member/rejections/pay-again'

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
        {m.history_receipt_unavailable()}{' '}
        <Anchor href={url} target="_blank" rel="noopener noreferrer">
          {m.history_receipt_open()}
        </Anchor>
      </Text>
    )
  }
  return (
    <Stack gap={4}>
      <Image src={url} alt={m.history_receipt_alt()} radius="md" mah={420} fit="contain" onError={() => setFailed(true)} />
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs">
        {m.history_receipt_full_size()}
      </Anchor>
    </Stack>
  )
}

export function ReceiptModal({ view, onClose }: ReceiptModalProps) {
  useLocale()
  return (
    <Modal opened={view !== null} onClose={onClose} title={m.history_receipt_title()} centered size="md">
      {view && (
        <Stack gap="md">
          <Stack component="dl" gap="xs" m={0} aria-label={m.history_receipt_details()}>
            <Field label={m.history_col_serial()}>{view.serial}</Field>
            <Field label={m.history_col_transaction_id()}>{view.transaction.transactionId}</Field>
            <Field label={m.history_col_method()}>{view.transaction.paymentMethod}</Field>
            <Field label={m.buy_amount_label()}>{formatINR(view.transaction.finalAmount)}</Field>
            <Field label={m.history_col_tokens()}>{formatTokenAmount(view.transaction.totalQuantity)}</Field>
            <Field label={m.history_receipt_reference()}>{view.transaction.referenceNumber ?? m.list_missing()}</Field>
            <Field label={m.history_col_date()}>{formatDateGB(view.transaction.createdAt)}</Field>
            <Field label={m.history_col_time()}>{formatTimeGB(view.transaction.createdAt)}</Field>
            <Field label={m.history_col_status()}>
              <StatusBadge status={view.transaction.status} label={statusWord(view.transaction.status)} />
            </Field>
            {view.transaction.status === 'REJECTED' && <Field label={m.after_reason()}>{view.transaction.rejectionReason ?? m.after_rejected_no_reason()}</Field>}
          </Stack>
          {view.transaction.status === 'REJECTED' && (
            <Group justify="flex-end">
              <PayAgainButton purchase={view.transaction} size="sm" variant="filled" />
            </Group>
          )}
          {view.transaction.receipt ? (
            <ReceiptPreview key={view.transaction.receipt.url} url={view.transaction.receipt.url} />
          ) : (
            <Text size="sm" c="dimmed">
              {m.history_receipt_none()}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  )
}
