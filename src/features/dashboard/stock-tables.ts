import type { DataTableColumn } from '@/ui/data-table'

export type StockTab = 'globalStock' | 'myStock'

/**
 * A row of either stock table. No API serves these rows yet (SPEC section 2: both tables
 * currently have no rows), so the tables render their empty state; the shape only names the
 * columns' sources for when one does.
 */
export interface StockRow {
  id: string
  rank?: number
  walletAddress?: string
  memberId?: string
  quantity?: string
  transactionHash?: string
  dateTime?: string
  reward?: string
  timeLeft?: string
}

const column = (key: keyof StockRow, header: string): DataTableColumn<StockRow> => ({ key, header, cell: (row) => row[key] })

export const STOCK_TABLES: Record<StockTab, { title: string; columns: DataTableColumn<StockRow>[] }> = {
  globalStock: {
    title: 'Global Stock Details',
    columns: [
      column('rank', 'Stock Rank'),
      column('walletAddress', 'Wallet Address'),
      column('quantity', 'Stock Qty.'),
      column('transactionHash', 'Transaction Hash'),
      column('dateTime', 'Date & time'),
      column('timeLeft', 'Time Left'),
    ],
  },
  myStock: {
    title: 'My Stock Details',
    columns: [
      column('memberId', 'Member ID'),
      column('quantity', 'Stock Qty.'),
      column('transactionHash', 'Transaction Hash'),
      column('dateTime', 'Date & Time'),
      column('reward', 'Reward'),
      column('timeLeft', 'Time Left'),
    ],
  },
}
