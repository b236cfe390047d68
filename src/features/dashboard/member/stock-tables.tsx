import { Badge, Group, Text } from '@mantine/core'
import type { GlobalStockEntry, MyStockEntry } from '@/client/types.gen'
import { formatDateTimeGB, formatTokenAmount } from '@/ui/format'
import { formatPercent } from '@/ui/money'
import { listColumnHelper, ListTable, type ListColumn } from '@/ui/list-table'
import { TimeLeft } from '@/ui/time-left'
import { useListPage } from '@/ui/use-list-page'
import { globalStockQuery, myStockQuery, STOCK_PAGE_SIZE, type StockTab } from '@/features/dashboard/member/stock-search'

const tokens = (value: string) => formatTokenAmount(value)
const timeLeft = (until: string | null) => (until ? <TimeLeft until={until} /> : null)

const global = listColumnHelper<GlobalStockEntry>()
const GLOBAL_COLUMNS: ListColumn<GlobalStockEntry>[] = [
  global.accessor('rank', {
    header: 'Stock Rank',
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <Text span inherit>
          {row.original.rank}
        </Text>
        {row.original.isMe && (
          <Badge size="sm" variant="light">
            You
          </Badge>
        )}
      </Group>
    ),
  }),
  global.accessor('walletAddress', { header: 'Wallet Address' }),
  global.accessor('stockQty', { header: 'Stock Qty.', cell: ({ getValue }) => tokens(getValue()), meta: { align: 'right' } }),
  global.accessor('transactionHash', { header: 'Transaction Hash' }),
  global.accessor('lastAllocatedAt', { header: 'Date & time', cell: ({ getValue }) => formatDateTimeGB(getValue()) }),
  global.accessor('lockedUntil', { header: 'Time Left', cell: ({ getValue }) => timeLeft(getValue()) }),
]

/** A reward's row says how it was earned: its level and percent of the purchase that paid it. */
function rewardText(reward: NonNullable<MyStockEntry['reward']>): string {
  const cut = reward.status === 'CUT' ? ` (cut from ${tokens(reward.intendedTokens)})` : ''
  return `Level ${reward.level}: ${formatPercent(reward.percent)}% of ${tokens(reward.purchaseQuantity)}${cut}`
}

const mine = listColumnHelper<MyStockEntry>()
const MY_COLUMNS: ListColumn<MyStockEntry>[] = [
  mine.accessor('memberId', { header: 'Member ID' }),
  mine.accessor('stockQty', { header: 'Stock Qty.', cell: ({ getValue }) => tokens(getValue()), meta: { align: 'right' } }),
  mine.accessor('transactionHash', { header: 'Transaction Hash' }),
  mine.accessor('createdAt', { header: 'Date & Time', cell: ({ getValue }) => formatDateTimeGB(getValue()) }),
  mine.accessor('reward', { header: 'Reward', cell: ({ getValue }) => rewardText(getValue()!) }),
  mine.accessor('lockedUntil', { header: 'Time Left', cell: ({ getValue }) => timeLeft(getValue()) }),
]

interface StockTableProps {
  stock: StockTab
  title: string
  page: number | undefined
  onPageChange: (patch: { page?: number }) => void
}

/** What both tables show besides their rows: the spec's empty text, their loading and failure rows, their pages. */
function listProps(title: string) {
  return {
    label: title,
    pagesLabel: `${title} pages`,
    emptyMessage: 'No data available',
    loadingMessage: 'Loading...',
    errorMessage: 'Could not load the list. Please try again.',
    minWidth: 760,
  }
}

type StockRow = GlobalStockEntry | MyStockEntry

/** Each table's read, columns, keys and toast; a leaderboard's rows have their rank instead of an id. */
const TABLES = {
  global: { query: globalStockQuery, columns: GLOBAL_COLUMNS, rowId: (row: GlobalStockEntry) => String(row.rank), errorToast: 'Failed to fetch global stock' },
  mine: { query: myStockQuery, columns: MY_COLUMNS, rowId: (row: MyStockEntry) => row.id, errorToast: 'Failed to fetch your stock' },
}

/**
 * Global Stock Details (the company's holders, largest first: the leaderboard) or My Stock Details
 * (the member's approved purchases and referral rewards, newest first). One table for both, so that
 * switching keeps it on screen, under its new title, behind its loading row until the other list is in.
 */
export function StockTable({ stock, title, page, onPageChange }: StockTableProps) {
  const chosen = TABLES[stock]
  const list = useListPage({
    // Either list's page, read and drawn the same way.
    query: chosen.query(page) as ReturnType<typeof globalStockQuery>,
    columns: chosen.columns as ListColumn<StockRow>[],
    search: { page },
    onSearchChange: onPageChange,
    pageSize: STOCK_PAGE_SIZE,
    errorToast: chosen.errorToast,
    rowId: chosen.rowId as (row: StockRow) => string,
  })
  return <ListTable list={list} {...listProps(title)} />
}
