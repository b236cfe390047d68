import { useState } from 'react'
import { Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core'
import type { BankAccount } from '@/client/types.gen'
import { notifyError } from '@/lib/notify'
import { formatINR } from '@/ui/format'
import { CopyValueButton } from '@/ui/copy-value-button'
import { m } from '@/paraglide/messages'
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
        {copyable && <CopyValueButton value={value} label={label} successMessage={m.pay_copied({ label })} />}
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
      notifyError(undefined, m.pay_agree_required())
      return
    }
    onPay(account)
  }

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {m.pay_bank_intro({ amount: formatINR(order.totalAmount) })}
      </Text>
      {accounts.length > 1 && (
        <NativeSelect
          label={m.pay_select_bank()}
          value={account.id}
          onChange={(event) => setAccountId(event.currentTarget.value)}
          data={accounts.map((candidate) => ({ value: candidate.id, label: m.pay_bank_option({ bank: candidate.bankName, last4: candidate.accountNumber.slice(-4) }) }))}
        />
      )}
      <Paper withBorder radius="md" p="md">
        <Stack component="dl" gap="sm" m={0} aria-label={m.pay_bank_details_label()}>
          <Detail label={m.pay_holder_name()} value={account.holderName} copyable />
          <Detail label={m.pay_bank_name()} value={account.bankName} />
          <Detail label={m.pay_branch()} value={account.branch} />
          <Detail label={m.pay_account_number()} value={account.accountNumber} copyable />
          <Detail label={m.pay_ifsc()} value={account.ifscCode} copyable />
        </Stack>
      </Paper>

      <PrivacyAgreement checked={agreed} onChange={setAgreed} />

      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={onCancel}>
          {m.dialog_cancel()}
        </Button>
        <Button onClick={pay} flex={1} disabled={!canPay}>
          {m.pay_pay()}
        </Button>
      </Group>
    </Stack>
  )
}
