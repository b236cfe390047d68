import { Badge, Group, Text } from '@mantine/core'
import type { GlobalStockEntry, MyStockEntry } from '@/client/types.gen'
import { formatDateTimeGB, formatTokenAmount } from '@/ui/format'
import { formatPercent } from '@/ui/money'
import { listColumnHelper, ListTable, type ListColumn } from '@/ui/list-table'
import { TimeLeft } from '@/ui/time-left'
import { useListPage } from '@/ui/use-list-page'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { globalStockQuery, myStockQuery, STOCK_PAGE_SIZE, type StockTab } from '@/features/dashboard/member/stock-search'

const tokens = (value: string) => formatTokenAmount(value)
const timeLeft = (until: string | null) => (until ? <TimeLeft until={until} /> : null)

const global = listColumnHelper<GlobalStockEntry>()
/** The leaderboard's columns, their headers in the language of the call. */
const globalColumns = (): ListColumn<GlobalStockEntry>[] => [
  global.accessor('rank', {
    header: m.dash_col_rank(),
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <Text span inherit>
          {row.original.rank}
        </Text>
        {row.original.isMe && (
          <Badge size="sm" variant="light">
            {m.dash_you()}
          </Badge>
        )}
      </Group>
    ),
  }),
  global.accessor('walletAddress', { header: m.dash_col_wallet() }),
  global.accessor('stockQty', { header: m.dash_col_qty(), cell: ({ getValue }) => tokens(getValue()), meta: { align: 'right' } }),
  global.accessor('transactionHash', { header: m.dash_col_hash() }),
  global.accessor('lastAllocatedAt', { header: m.dash_col_allocated_at(), cell: ({ getValue }) => formatDateTimeGB(getValue()) }),
  global.accessor('lockedUntil', { header: m.dash_col_time_left(), cell: ({ getValue }) => timeLeft(getValue()) }),
]

/** A reward's row says how it was earned: its level and percent of the purchase that paid it. */
function rewardText(reward: NonNullable<MyStockEntry['reward']>): string {
  const words = { level: reward.level, percent: formatPercent(reward.percent), quantity: tokens(reward.purchaseQuantity) }
  return reward.status === 'CUT' ? m.dash_reward_cut({ ...words, intended: tokens(reward.intendedTokens) }) : m.dash_reward(words)
}

const mine = listColumnHelper<MyStockEntry>()
/** The member's own rows' columns, their headers in the language of the call. */
const myColumns = (): ListColumn<MyStockEntry>[] => [
  mine.accessor('memberId', { header: m.profile_member_id() }),
  mine.accessor('stockQty', { header: m.dash_col_qty(), cell: ({ getValue }) => tokens(getValue()), meta: { align: 'right' } }),
  mine.accessor('transactionHash', { header: m.dash_col_hash() }),
  mine.accessor('createdAt', { header: m.dash_col_date_time(), cell: ({ getValue }) => formatDateTimeGB(getValue()) }),
  mine.accessor('reward', { header: m.dash_col_reward(), cell: ({ getValue }) => rewardText(getValue()!) }),
  mine.accessor('lockedUntil', { header: m.dash_col_time_left(), cell: ({ getValue }) => timeLeft(getValue()) }),
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
    pagesLabel: m.dash_pages({ title }),
    emptyMessage: m.dash_empty(),
    loadingMessage: m.dash_loading(),
    errorMessage: m.dash_list_failed(),
    minWidth: 760,
  }
}

type StockRow = GlobalStockEntry | MyStockEntry

/** Each table's read, columns, keys and toast; a leaderboard's rows have their rank instead of an id. */
const TABLES = {
  global: { query: globalStockQuery, columns: globalColumns, rowId: (row: GlobalStockEntry) => String(row.rank), errorToast: m.dash_global_failed },
  mine: { query: myStockQuery, columns: myColumns, rowId: (row: MyStockEntry) => row.id, errorToast: m.dash_mine_failed },
}

/**
 * Global Stock Details (the company's holders, largest first: the leaderboard) or My Stock Details
 * (the member's approved purchases and referral rewards, newest first). One table for both, so that
 * switching keeps it on screen, under its new title, behind its loading row until the other list is in.
 */
export function StockTable({ stock, title, page, onPageChange }: StockTableProps) {
  useLocale()
  const chosen = TABLES[stock]
  const list = useListPage({
    // Either list's page, read and drawn the same way.
    query: chosen.query(page) as ReturnType<typeof globalStockQuery>,
    // Worded at each render, so that a language switch renames the headers.
    columns: chosen.columns() as ListColumn<StockRow>[],
    search: { page },
    onSearchChange: onPageChange,
    pageSize: STOCK_PAGE_SIZE,
    errorToast: chosen.errorToast(),
    rowId: chosen.rowId as (row: StockRow) => string,
  })
  return <ListTable list={list} {...listProps(title)} />
}
