import { useState } from 'react'
import { Group, NativeSelect, Stack, Tabs, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation } from '@tanstack/react-query'
import {
  approveTransactionMutation,
  getAdminDashboardQueryKey,
  getCollectionStatsQueryKey,
  listAdminTransactionsQueryKey,
  rejectTransactionMutation,
} from '@/client/@tanstack/react-query.gen'
import type { AdminTransaction } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
import { type LiveEvent, useLiveEvent } from '@/lib/live-events'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { selectedToken } from '@/tokens/selected-token'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ConsolePage } from '@/ui/console-page'
import { ExportCsvButton } from '@/ui/export-csv-button'
import { formatINR, formatTokenAmount } from '@/ui/format'
import { ListSearchBox } from '@/ui/list-controls'
import { ListTable } from '@/ui/list-table'
import { type SearchProps, useListPage } from '@/ui/use-list-page'
import { historyColumns, requestColumns } from '@/features/purchases/admin/purchase-columns'
import { DECIDED_STATUSES, exportListedPurchases, purchasesQueryOptions, type PurchasesSearch } from '@/features/purchases/admin/purchases-search'
import { NoReceipt, ReceiptPreview } from '@/features/purchases/admin/receipt-preview'

/** The history's status filter, read at render in the language on screen. */
const historyStatuses = () => DECIDED_STATUSES.map((status) => ({ value: status, label: status === 'APPROVED' ? m.admin_purchases_approved() : m.admin_purchases_rejected() }))

type ManagePurchasesPageProps = SearchProps<PurchasesSearch>

/** A purchase arrived while the list is open: the console's live events refresh the list, and this says why it moved. */
function announceNewPurchase(event: LiveEvent) {
  if (event.type === 'purchase.submitted') notifications.show({ message: m.live_new_purchase(), color: 'blue' })
}

interface Deciding {
  kind: 'approve' | 'reject'
  purchase: AdminTransaction
}

function describe(purchase: AdminTransaction): string {
  return m.admin_purchases_describe({
    tokens: formatTokenAmount(purchase.totalQuantity),
    symbol: selectedToken.symbol,
    amount: formatINR(purchase.finalAmount),
    name: purchase.user.name,
    code: purchase.user.referralCode,
  })
}

export function ManagePurchasesPage({ search, onSearchChange }: ManagePurchasesPageProps) {
  useLocale()
  useLiveEvent(announceNewPurchase)
  const tab = search.tab ?? 'requests'
  // Kept after closing so the dialog's text does not change while it fades out.
  const [deciding, setDeciding] = useState<Deciding | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  // Why a purchase is rejected, for the member's history (optional; blank sends none).
  const [reason, setReason] = useState('')

  // Whatever the answer (a 409 means someone else decided first), the lists and totals may have moved.
  const refresh = useRefresh(
    listAdminTransactionsQueryKey({ client: adminClient }),
    getAdminDashboardQueryKey({ client: adminClient }),
    getCollectionStatsQueryKey({ client: adminClient }),
  )
  const approve = useMutation({
    ...approveTransactionMutation({ client: adminClient }),
    ...announce(m.admin_purchases_approve_failed(), m.done_purchase_approved()),
    onSettled: refresh,
  })
  const reject = useMutation({
    ...rejectTransactionMutation({ client: adminClient }),
    ...announce(m.admin_purchases_reject_failed(), m.done_purchase_rejected()),
    onSettled: refresh,
  })

  function ask(kind: Deciding['kind'], purchase: AdminTransaction) {
    setDeciding({ kind, purchase })
    setReason('')
    setDialogOpen(true)
  }

  function confirm() {
    if (!deciding) return
    const close = { onSettled: () => setDialogOpen(false) }
    if (deciding.kind === 'approve') approve.mutate({ body: { id: deciding.purchase.id } }, close)
    else reject.mutate({ body: { id: deciding.purchase.id, ...(reason.trim() ? { reason: reason.trim() } : {}) } }, close)
  }

  const list = useListPage({
    query: purchasesQueryOptions(search),
    columns: tab === 'history' ? historyColumns() : requestColumns({ onApprove: (row) => ask('approve', row), onReject: (row) => ask('reject', row) }),
    search,
    onSearchChange,
    errorToast: m.admin_purchases_fetch_failed(),
  })
  // Wide enough for every column's content, so nothing (the status badge first) gets squeezed.
  const table = (label: string, emptyMessage: string, minWidth: number, stickyActions = false) => (
    <ListTable
      list={list}
      label={label}
      pagesLabel={m.admin_purchases_pages()}
      loadingMessage={m.admin_purchases_loading()}
      errorMessage={m.admin_purchases_fetch_failed()}
      emptyMessage={emptyMessage}
      missing="--"
      minWidth={minWidth}
      stickyActions={stickyActions}
    />
  )

  return (
    <>
      <ConsolePage
        title={m.admin_purchases_heading()}
        actions={
          // The tab's own view: pending requests, or the history's status; the search either way.
          <ExportCsvButton download={() => exportListedPurchases(search)} fallbackName="purchases.csv" />
        }
      >
        <ListSearchBox param="search1" placeholder={m.admin_purchases_search_placeholder()} search={search} onSearchChange={onSearchChange} />

        <Tabs value={tab} onChange={(value) => onSearchChange({ tab: value === 'history' ? 'history' : undefined, page: undefined })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="requests">{m.admin_purchases_requests()}</Tabs.Tab>
            <Tabs.Tab value="history">{m.admin_purchases_history()}</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="requests" pt="md">
            <Stack gap="md">{table(m.admin_purchases_requests(), m.admin_purchases_requests_empty(), 1400, true)}</Stack>
          </Tabs.Panel>

          <Tabs.Panel value="history" pt="md">
            <Stack gap="md">
              <Group>
                <NativeSelect
                  label={m.admin_users_status()}
                  data={historyStatuses()}
                  value={search.status ?? 'APPROVED'}
                  onChange={(event) => onSearchChange({ status: event.currentTarget.value === 'REJECTED' ? 'REJECTED' : undefined, page: undefined })}
                  w={{ base: '100%', sm: 200 }}
                />
              </Group>
              {table(m.admin_purchases_history(), m.admin_purchases_history_empty(), 1420)}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </ConsolePage>

      <ConfirmDialog
        opened={dialogOpen}
        title={deciding?.kind === 'approve' ? m.admin_purchases_approve_title() : m.admin_purchases_reject_title()}
        message={
          deciding &&
          (deciding.kind === 'approve'
            ? m.admin_purchases_confirm_approve({ purchase: describe(deciding.purchase) })
            : m.admin_purchases_confirm_reject({ purchase: describe(deciding.purchase) }))
        }
        confirmLabel={deciding?.kind === 'approve' ? m.admin_purchases_approve() : m.admin_purchases_reject()}
        confirmColor={deciding?.kind === 'approve' ? 'green' : 'red'}
        busy={approve.isPending || reject.isPending}
        onConfirm={confirm}
        onClose={() => setDialogOpen(false)}
      >
        {deciding?.kind === 'approve' && <PaymentProof purchase={deciding.purchase} />}
        {deciding?.kind === 'reject' && (
          <Textarea
            label={m.admin_purchases_reason()}
            description={m.admin_purchases_reason_description()}
            placeholder={m.admin_purchases_reason_placeholder()}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            rows={3}
            data-autofocus
          />
        )}
      </ConfirmDialog>
    </>
  )
}

/** What the admin checks against the bank statement before approving. */
function PaymentProof({ purchase }: { purchase: AdminTransaction }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span c="dimmed" inherit>
          {m.admin_purchases_reference_number()}{' '}
        </Text>
        <Text span fw={700} inherit>
          {purchase.referenceNumber?.trim() || '--'}
        </Text>
      </Text>
      {purchase.receipt?.url ? <ReceiptPreview url={purchase.receipt.url} label={m.admin_purchases_receipt_of({ id: purchase.transactionId })} /> : <NoReceipt />}
    </Stack>
  )
}
