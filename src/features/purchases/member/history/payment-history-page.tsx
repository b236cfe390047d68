import { useState, type FormEvent } from 'react'
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core'
import { listUserTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import type { UserTransaction } from '@/client/types.gen'
import { userClient } from '@/lib/api-client'
import { useLocale } from '@/lib/locale'
import { serverMessageOf } from '@/lib/notify'
import { m } from '@/paraglide/messages'
import { formatDateGB, formatINR, formatTimeGB, formatTokenAmount } from '@/ui/format'
import { IconDownload, IconEye } from '@/ui/icons'
import { ListTable, listColumnHelper, serialColumn, serialOf } from '@/ui/list-table'
import { StatusBadge } from '@/ui/status-badge'
import { useListPage } from '@/ui/use-list-page'
import { statusWord } from '@/features/purchases/status-word'
import { historyQuery, PAGE_SIZES, STATUS_FILTERS, type HistorySearch, type PageSize } from '@/features/purchases/member/history/history-search'
import { ReceiptModal } from '@/features/purchases/member/history/receipt-modal'
import { downloadReceipt } from '@/features/purchases/member/receipt/download-receipt'
import { PayAgainButton } from '@/features/purchases/member/rejections/pay-again'

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
  return error instanceof Error && error.message ? error.message : m.history_failed()
}

const column = listColumnHelper<UserTransaction>()

export function PaymentHistoryPage({ search, onSearchChange }: PaymentHistoryPageProps) {
  useLocale()
  const { limit, status } = search
  const [searchText, setSearchText] = useState(search.search)
  // Back/forward or a shared link can change the search in the URL under the box: the box follows it
  // in the same render, not in an effect a render later.
  const [urlSearch, setUrlSearch] = useState(search.search)
  if (urlSearch !== search.search) {
    setUrlSearch(search.search)
    setSearchText(search.search)
  }
  const [selected, setSelected] = useState<{ id: string; serial: number } | null>(null)
  // The purchases whose receipt is being fetched: their buttons spin and do not ask twice.
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set())

  async function saveReceipt(record: UserTransaction) {
    if (downloading.has(record.id)) return
    setDownloading((ids) => new Set(ids).add(record.id))
    await downloadReceipt(record)
    setDownloading((ids) => {
      const left = new Set(ids)
      left.delete(record.id)
      return left
    })
  }

  const columns = [
    serialColumn<UserTransaction>(m.history_col_serial()),
    column.accessor('paymentMethod', { header: m.history_col_method() }),
    column.accessor('transactionId', { header: m.history_col_transaction_id() }),
    column.accessor((row) => formatINR(row.finalAmount), { id: 'amount', header: m.buy_amount_label(), meta: { align: 'right' } }),
    // Beyond the spec's columns: what the money bought.
    column.accessor((row) => formatTokenAmount(row.totalQuantity), { id: 'quantity', header: m.history_col_tokens(), meta: { align: 'right' } }),
    column.accessor((row) => formatDateGB(row.createdAt), { id: 'date', header: m.history_col_date() }),
    column.accessor((row) => formatTimeGB(row.createdAt), { id: 'time', header: m.history_col_time() }),
    column.accessor('status', {
      header: m.history_col_status(),
      cell: ({ row: { original } }) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge status={original.status} label={statusWord(original.status)} />
          {original.rejectionReason && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal', maxWidth: 240 }}>
              {m.history_reason({ reason: original.rejectionReason })}
            </Text>
          )}
          {/* Under the rejection it answers, so the row stays as wide as before. */}
          {original.status === 'REJECTED' && <PayAgainButton purchase={original} size="compact-xs" mt={2} />}
        </Stack>
      ),
    }),
    column.display({
      id: 'actions',
      header: m.history_col_actions(),
      meta: { align: 'center' },
      cell: ({ row, table }) => (
        <Group gap={6} justify="center" wrap="nowrap">
          <Tooltip label={m.history_view_receipt()}>
            <ActionIcon
              variant="light"
              aria-label={m.history_view_receipt_for({ id: row.original.transactionId })}
              onClick={() => setSelected({ id: row.id, serial: serialOf(row, table) })}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          {/* The company's payment receipt exists only once the payment is approved. */}
          {row.original.status === 'APPROVED' && (
            <Tooltip label={m.receipt_download()}>
              <ActionIcon
                variant="light"
                color="teal"
                aria-label={m.receipt_download_for({ id: row.original.transactionId })}
                loading={downloading.has(row.original.id)}
                onClick={() => void saveReceipt(row.original)}
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    }),
  ]
  const history = useListPage({
    query: { ...listUserTransactionsOptions({ client: userClient, query: historyQuery(search) }), refetchInterval: LINK_REFRESH_MS },
    columns,
    search,
    onSearchChange,
    pageSize: limit,
    errorToast: m.history_failed(),
  })
  const selectedRecord = selected && history.data?.records.find((record) => record.id === selected.id)

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSearchChange({ search: searchText.trim(), page: 1 })
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{m.nav_payment_history()}</Title>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            {/* On a phone the button goes under the box, which then has the row's width for its whole placeholder. */}
            <form onSubmit={submitSearch} role="search" style={{ flex: '1 1 280px', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end' }}>
              <TextInput
                type="search"
                aria-label={m.history_search_label()}
                placeholder={m.history_search_placeholder()}
                value={searchText}
                maxLength={100}
                onChange={(event) => setSearchText(event.currentTarget.value)}
                style={{ flex: '1 1 260px' }}
              />
              <Button type="submit" variant="light">
                {m.list_search()}
              </Button>
            </form>
            <Group gap="sm" wrap="nowrap">
              <NativeSelect
                label={m.history_rows_per_page()}
                value={String(limit)}
                onChange={(event) => onSearchChange({ limit: Number(event.currentTarget.value) as PageSize, page: 1 })}
                data={PAGE_SIZES.map(String)}
              />
              <NativeSelect
                label={m.history_col_status()}
                value={status}
                onChange={(event) => onSearchChange({ status: event.currentTarget.value as HistorySearch['status'], page: 1 })}
                data={STATUS_FILTERS.map((value) => ({ value, label: value === 'ALL' ? m.history_status_all() : statusWord(value) }))}
              />
            </Group>
          </Group>

          <ListTable
            list={history}
            label={m.history_table_label()}
            pagesLabel={m.history_pages_label()}
            boundaries={2}
            loadingMessage={m.history_loading()}
            errorMessage={m.history_error({ message: errorText(history.error) })}
            emptyMessage={m.history_empty()}
            minWidth={880}
          />
        </Stack>
      </Paper>
      <ReceiptModal view={selected && selectedRecord ? { transaction: selectedRecord, serial: selected.serial } : null} onClose={() => setSelected(null)} />
    </Stack>
  )
}
