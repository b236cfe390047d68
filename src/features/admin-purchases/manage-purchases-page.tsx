import { useEffect, useState } from 'react'
import { Group, NativeSelect, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  approveTransactionMutation,
  getAdminDashboardQueryKey,
  getCollectionStatsQueryKey,
  listAdminTransactionsQueryKey,
  rejectTransactionMutation,
} from '@/client/@tanstack/react-query.gen'
import type { AdminTransaction } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { selectedToken } from '@/tokens/selected-token'
import { DataTable } from '@/ui/data-table'
import { formatINR, formatTokenAmount } from '@/ui/format'
import { useErrorToast } from '@/ui/use-error-toast'
import { ConfirmDialog } from '@/features/admin-purchases/confirm-dialog'
import { ListPagination } from '@/ui/list-pagination'
import { historyColumns, requestColumns } from '@/features/admin-purchases/purchase-columns'
import { PURCHASES_PAGE_SIZE, purchasesQueryOptions, type PurchasesSearch } from '@/features/admin-purchases/purchases-search'
import { NoReceipt, ReceiptPreview } from '@/features/admin-purchases/receipt-preview'
import { SearchBox } from '@/ui/search-box'
import classes from '@/features/admin-purchases/sticky-actions.module.css'

const HISTORY_STATUSES = [
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
]

interface ManagePurchasesPageProps {
  search: PurchasesSearch
  onSearchChange: (patch: Partial<PurchasesSearch>) => void
}

interface Deciding {
  kind: 'approve' | 'reject'
  purchase: AdminTransaction
}

function describe(purchase: AdminTransaction): string {
  return `${formatTokenAmount(purchase.totalQuantity)} ${selectedToken.symbol} for ${formatINR(purchase.finalAmount)} by ${purchase.user.name} (${purchase.user.referralCode})`
}

export function ManagePurchasesPage({ search, onSearchChange }: ManagePurchasesPageProps) {
  const queryClient = useQueryClient()
  const tab = search.tab ?? 'requests'
  const page = search.page ?? 1
  const purchasesQuery = useQuery({ ...purchasesQueryOptions(search), placeholderData: keepPreviousData })
  useErrorToast(purchasesQuery.error, 'Failed to fetch transactions')
  const loading = purchasesQuery.isPending || purchasesQuery.isPlaceholderData
  const purchases = purchasesQuery.data?.data
  const totalPages = Math.max(1, Math.ceil((purchases?.total ?? 0) / PURCHASES_PAGE_SIZE))

  // Deciding the last request of the last page leaves that page empty: step back.
  useEffect(() => {
    if (!loading && purchases && purchases.records.length === 0 && purchases.total > 0 && page > totalPages) onSearchChange({ page: totalPages })
  }, [loading, purchases, page, totalPages, onSearchChange])

  // Kept after closing so the dialog's text does not change while it fades out.
  const [deciding, setDeciding] = useState<Deciding | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)

  // Whatever the answer (a 409 means someone else decided first), the lists and totals may have moved.
  const refresh = () =>
    Promise.all(
      [listAdminTransactionsQueryKey({ client: adminClient }), getAdminDashboardQueryKey({ client: adminClient }), getCollectionStatsQueryKey({ client: adminClient })].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )
  const decided = {
    onSuccess: (response: { message: string }) => notifySuccess(response.message),
    onSettled: refresh,
  }
  const approve = useMutation({
    ...approveTransactionMutation({ client: adminClient }),
    ...decided,
    onError: (error) => notifyError(error, 'Failed to approve purchase'),
  })
  const reject = useMutation({
    ...rejectTransactionMutation({ client: adminClient }),
    ...decided,
    onError: (error) => notifyError(error, 'Failed to reject purchase'),
  })

  function ask(kind: Deciding['kind'], purchase: AdminTransaction) {
    setDeciding({ kind, purchase })
    setDialogOpen(true)
  }

  function confirm() {
    if (!deciding) return
    const mutation = deciding.kind === 'approve' ? approve : reject
    mutation.mutate({ body: { id: deciding.purchase.id } }, { onSettled: () => setDialogOpen(false) })
  }

  const firstSerial = (page - 1) * PURCHASES_PAGE_SIZE + 1
  // Wide enough for every column's content, so nothing (the status badge first) gets squeezed.
  const table = (label: string, columns: ReturnType<typeof historyColumns>, emptyMessage: string, minWidth: number) => (
    <DataTable
      label={label}
      columns={columns}
      rows={purchases?.records ?? []}
      rowKey={(row) => row.id}
      loadingMessage={loading ? 'Loading transactions...' : undefined}
      errorMessage={purchasesQuery.isError ? 'Failed to fetch transactions' : undefined}
      emptyMessage={emptyMessage}
      missing="--"
      minWidth={minWidth}
    />
  )

  return (
    <Stack gap="lg">
      <Title order={2}>Manage Purchase</Title>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <SearchBox
            label="Search"
            placeholder="Name, mobile, user ID, method or UTR"
            value={search.search1 ?? ''}
            onSearch={(text) => onSearchChange({ search1: text || undefined, page: undefined })}
          />

          <Tabs
            value={tab}
            onChange={(value) => onSearchChange({ tab: value === 'history' ? 'history' : undefined, page: undefined })}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="requests">Purchase Requests</Tabs.Tab>
              <Tabs.Tab value="history">Purchase History</Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="requests" pt="md">
              <div className={classes.table}>
                {table(
                  'Purchase Requests',
                  requestColumns(firstSerial, { onApprove: (row) => ask('approve', row), onReject: (row) => ask('reject', row) }),
                  'No pending purchase requests.',
                  1180,
                )}
              </div>
            </Tabs.Panel>

            <Tabs.Panel value="history" pt="md">
              <Stack gap="md">
                <Group>
                  <NativeSelect
                    label="Status"
                    data={HISTORY_STATUSES}
                    value={search.status ?? 'APPROVED'}
                    onChange={(event) =>
                      onSearchChange({ status: event.currentTarget.value === 'REJECTED' ? 'REJECTED' : undefined, page: undefined })
                    }
                    w={{ base: '100%', sm: 200 }}
                  />
                </Group>
                {table('Purchase History', historyColumns(firstSerial), 'No purchases found.', 1420)}
              </Stack>
            </Tabs.Panel>
          </Tabs>

          <ListPagination
            label="Purchases pages"
            page={page}
            totalPages={totalPages}
            capped={purchases?.totalCapped}
            onChange={(next) => onSearchChange({ page: next === 1 ? undefined : next })}
          />
        </Stack>
      </Paper>

      <ConfirmDialog
        opened={dialogOpen}
        title={deciding?.kind === 'approve' ? 'Approve Purchase' : 'Reject Purchase'}
        message={
          deciding &&
          (deciding.kind === 'approve'
            ? `Approve the purchase of ${describe(deciding.purchase)}? The tokens leave the remaining supply.`
            : `Reject the purchase of ${describe(deciding.purchase)}? This cannot be undone.`)
        }
        confirmLabel={deciding?.kind === 'approve' ? 'Approve' : 'Reject'}
        confirmColor={deciding?.kind === 'approve' ? 'green' : 'red'}
        busy={approve.isPending || reject.isPending}
        onConfirm={confirm}
        onClose={() => setDialogOpen(false)}
      >
        {deciding?.kind === 'approve' && <PaymentProof purchase={deciding.purchase} />}
      </ConfirmDialog>
    </Stack>
  )
}

/** What the admin checks against the bank statement before approving. */
function PaymentProof({ purchase }: { purchase: AdminTransaction }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span c="dimmed" inherit>
          Transaction Reference Number:{' '}
        </Text>
        <Text span fw={700} inherit>
          {purchase.referenceNumber?.trim() || '--'}
        </Text>
      </Text>
      {purchase.receipt?.url ? <ReceiptPreview url={purchase.receipt.url} label={`Receipt of ${purchase.transactionId}`} /> : <NoReceipt />}
    </Stack>
  )
}
