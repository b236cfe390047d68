import { useEffect, useState, type FormEvent } from 'react'
import { ActionIcon, Button, Group, NativeSelect, Pagination, Paper, Stack, TextInput, Title, Tooltip } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { listUserTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import type { TransactionStatus, UserTransaction } from '@/client/types.gen'
import { userClient } from '@/lib/api-client'
import { serverMessageOf } from '@/lib/notify'
import { DataTable, type DataTableColumn } from '@/ui/data-table'
import { formatDateGB, formatINR, formatTimeGB } from '@/ui/format'
import { StatusBadge } from '@/ui/status-badge'
import { useErrorToast } from '@/ui/use-error-toast'
import { historyQuery, PAGE_SIZES, serialNumber, STATUSES, type HistorySearch, type PageSize } from '@/features/history/history-search'
import { ReceiptModal } from '@/features/history/receipt-modal'

/** Signed receipt links live 15 minutes; refreshing the page of history every 10 keeps them working. */
const LINK_REFRESH_MS = 10 * 60_000

interface PaymentHistoryPageProps {
  search: HistorySearch
  /** Changes some filters; the route keeps them in the URL. */
  onSearchChange: (patch: Partial<HistorySearch>) => void
}

function errorText(error: unknown): string {
  const message = serverMessageOf(error)
  if (message) return Array.isArray(message) ? message.join(' ') : message
  return error instanceof Error && error.message ? error.message : 'Failed to fetch transactions'
}

function ViewIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  )
}

export function PaymentHistoryPage({ search, onSearchChange }: PaymentHistoryPageProps) {
  const { page, limit, status } = search
  const [searchText, setSearchText] = useState(search.search)
  // Back/forward or a shared link can change the search in the URL under the box.
  useEffect(() => setSearchText(search.search), [search.search])
  const [selected, setSelected] = useState<{ id: string; serial: number } | null>(null)

  const history = useQuery({
    ...listUserTransactionsOptions({ client: userClient, query: historyQuery(search) }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    refetchInterval: LINK_REFRESH_MS,
  })
  useErrorToast(history.error, 'Failed to fetch transactions')

  const lastPage = history.data?.lastPage ?? 1
  // A link to a page that no longer exists (fewer records now) lands on the last one.
  useEffect(() => {
    if (!history.isPlaceholderData && history.data && page > history.data.lastPage) onSearchChange({ page: history.data.lastPage })
  }, [history.data, history.isPlaceholderData, page, onSearchChange])

  const records = history.data?.records ?? []
  const selectedRecord = selected && records.find((record) => record.id === selected.id)

  const columns: DataTableColumn<UserTransaction>[] = [
    { key: 'serial', header: 'SL.No.', cell: (_row, index) => serialNumber(page, limit, index) },
    { key: 'method', header: 'Payment Method', cell: (row) => row.paymentMethod },
    { key: 'transactionId', header: 'Transaction ID', cell: (row) => row.transactionId },
    { key: 'amount', header: 'Amount (INR)', cell: (row) => formatINR(row.finalAmount), align: 'right' },
    { key: 'date', header: 'Date', cell: (row) => formatDateGB(row.createdAt) },
    { key: 'time', header: 'Time', cell: (row) => formatTimeGB(row.createdAt) },
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'center',
      cell: (row, index) => (
        <Tooltip label="View receipt">
          <ActionIcon variant="light" aria-label={`View receipt for ${row.transactionId}`} onClick={() => setSelected({ id: row.id, serial: serialNumber(page, limit, index) })}>
            <ViewIcon />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ]

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSearchChange({ search: searchText.trim(), page: 1 })
  }

  return (
    <Stack gap="lg">
      <Title order={2}>Payment History</Title>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <form onSubmit={submitSearch} role="search" style={{ flex: '1 1 280px', display: 'flex', gap: 8, alignItems: 'flex-end' }}>
              <TextInput
                type="search"
                aria-label="Search transactions"
                placeholder="Search by Transaction ID, Method..."
                value={searchText}
                maxLength={100}
                onChange={(event) => setSearchText(event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <Button type="submit" variant="light">
                Search
              </Button>
            </form>
            <Group gap="sm" wrap="nowrap">
              <NativeSelect
                label="Rows per page"
                value={String(limit)}
                onChange={(event) => onSearchChange({ limit: Number(event.currentTarget.value) as PageSize, page: 1 })}
                data={PAGE_SIZES.map(String)}
              />
              <NativeSelect
                label="Status"
                value={status}
                onChange={(event) => onSearchChange({ status: event.currentTarget.value as TransactionStatus, page: 1 })}
                data={[...STATUSES]}
              />
            </Group>
          </Group>

          <DataTable
            label="Payment history"
            columns={columns}
            rows={records}
            rowKey={(row) => row.id}
            loadingMessage={history.isPending ? 'Loading transactions...' : undefined}
            errorMessage={history.isError ? `Error fetching data: ${errorText(history.error)}` : undefined}
            emptyMessage="No payment history found."
            minWidth={880}
          />

          {lastPage > 1 && (
            <Group justify="center">
              <Pagination
                total={lastPage}
                value={Math.min(page, lastPage)}
                onChange={(next) => onSearchChange({ page: next })}
                boundaries={2}
                siblings={1}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                aria-label="Pages"
              />
            </Group>
          )}
        </Stack>
      </Paper>
      <ReceiptModal view={selected && selectedRecord ? { transaction: selectedRecord, serial: selected.serial } : null} onClose={() => setSelected(null)} />
    </Stack>
  )
}
