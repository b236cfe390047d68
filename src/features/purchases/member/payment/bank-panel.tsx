import { useState } from 'react'
import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core'
import type { BankAccount } from '@/client/types.gen'
import { notifyError } from '@/lib/notify'
import { formatINR } from '@/ui/format'
import { CopyValueButton } from '@/ui/copy-value-button'
import type { Order } from '@/features/purchases/member/payment/order'
import { PrivacyAgreement } from '@/features/purchases/member/payment/privacy-agreement'

interface BankPanelProps {
  /** Accounts with a bank name; the tab exists only when there is one. */
  accounts: BankAccount[]
  order: Order
  canPay: boolean
  onPay: (account: BankAccount) => void
  onCancel: () => void
}

function Detail({ label, value, copyable = false }: { label: string; value: string; copyable?: boolean }) {
  // dt and dd sit directly in the div the <dl> holds; the copy button belongs to the value.
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Group component="dd" m={0} justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {copyable && <CopyValueButton value={value} label={label} successMessage={`${label} copied to clipboard!`} />}
      </Group>
    </div>
  )
}

/** Bank transfer: pick the account (only when there is a choice), see its details, agree, then send proof. */
export function BankPanel({ accounts, order, canPay, onPay, onCancel }: BankPanelProps) {
  const [accountId, setAccountId] = useState(accounts[0]?.id)
  const [agreed, setAgreed] = useState(false)
  const account = accounts.find((candidate) => candidate.id === accountId) ?? accounts[0]

  function pay() {
    if (!agreed) {
      notifyError(undefined, 'Please agree to the privacy policy to proceed.')
      return
    }
    onPay(account)
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        Transfer {formatINR(order.totalAmount)} to the account below by NEFT, RTGS or IMPS, then press PAY to send the transaction proof.
      </Text>
      {accounts.length > 1 && (
        <NativeSelect
          label="Select Bank"
          value={account.id}
          onChange={(event) => setAccountId(event.currentTarget.value)}
          data={accounts.map((candidate) => ({ value: candidate.id, label: `${candidate.bankName} (A/c ending ${candidate.accountNumber.slice(-4)})` }))}
        />
      )}
      <Paper withBorder radius="md" p="md">
        <Stack component="dl" gap="sm" m={0} aria-label="Bank account details">
          <Detail label="Account Holder Name" value={account.holderName} copyable />
          <Detail label="Bank Name" value={account.bankName} />
          <Detail label="Branch" value={account.branch} />
          <Detail label="Account Number" value={account.accountNumber} copyable />
          <Detail label="IFSC Code" value={account.ifscCode} copyable />
        </Stack>
      </Paper>

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
