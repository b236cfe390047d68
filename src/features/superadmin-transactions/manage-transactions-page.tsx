import { useEffect } from 'react'
import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TransactionStatus } from '@/client/types.gen'
import { DataTable } from '@/ui/data-table'
import { useErrorToast } from '@/ui/use-error-toast'
import { ListPagination } from '@/ui/list-pagination'
import { SearchBox } from '@/ui/search-box'
import { transactionColumns } from '@/features/superadmin-transactions/transaction-columns'
import {
  companyChoicesQueryOptions,
  TRANSACTIONS_PAGE_SIZE,
  transactionsQueryOptions,
  type TransactionsSearch,
} from '@/features/superadmin-transactions/transactions-search'

const STATUS_OPTIONS = [
  { value: '', label: 'All Statuses' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
]

const STATUSES: readonly string[] = ['PENDING', 'APPROVED', 'REJECTED']

interface ManageTransactionsPageProps {
  search: TransactionsSearch
  onSearchChange: (patch: Partial<TransactionsSearch>) => void
}

/** Every company's purchases, read-only: the company admins decide them (Transaction Manage). */
export function ManageTransactionsPage({ search, onSearchChange }: ManageTransactionsPageProps) {
  const page = search.page ?? 1
  const transactionsQuery = useQuery({ ...transactionsQueryOptions(search), placeholderData: keepPreviousData })
  useErrorToast(transactionsQuery.error, 'Failed to fetch transactions')
  const loading = transactionsQuery.isPending || transactionsQuery.isPlaceholderData
  const transactions = transactionsQuery.data?.data
  const totalPages = Math.max(1, Math.ceil((transactions?.total ?? 0) / TRANSACTIONS_PAGE_SIZE))

  // A page past the end (an old link, a narrower filter) steps back to the last one.
  useEffect(() => {
    if (!loading && transactions && transactions.records.length === 0 && transactions.total > 0 && page > totalPages) onSearchChange({ page: totalPages })
  }, [loading, transactions, page, totalPages, onSearchChange])

  const companiesQuery = useQuery(companyChoicesQueryOptions())
  useErrorToast(companiesQuery.error, 'Failed to fetch companies')
  const companyOptions = [
    { value: '', label: 'All Companies' },
    ...(companiesQuery.data?.data.records ?? []).map((company) => ({ value: company.id, label: `${company.companyName} (${company.tokenSymbol})` })),
  ]

  return (
    <Stack gap="lg">
      <Title order={2}>Manage Transaction</Title>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="Company"
              data={companyOptions}
              value={search.companyId ?? ''}
              onChange={(event) => onSearchChange({ companyId: event.currentTarget.value || undefined, page: undefined })}
              w={{ base: '100%', sm: 280 }}
            />
            <NativeSelect
              label="Status"
              data={STATUS_OPTIONS}
              value={search.status ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value
                onSearchChange({ status: STATUSES.includes(value) ? (value as TransactionStatus) : undefined, page: undefined })
              }}
              w={{ base: '100%', sm: 180 }}
            />
            <SearchBox
              label="Search"
              placeholder="Order no., name, mobile, user ID, method or UTR"
              value={search.search ?? ''}
              onSearch={(text) => onSearchChange({ search: text || undefined, page: undefined })}
            />
          </Group>

          {transactions && !loading && (
            <Text size="sm" c="dimmed">
              {transactions.totalCapped ? '1,000+ purchases' : transactions.total === 1 ? '1 purchase' : `${transactions.total} purchases`}
            </Text>
          )}

          <DataTable
            label="Transactions"
            columns={transactionColumns((page - 1) * TRANSACTIONS_PAGE_SIZE + 1)}
            rows={transactions?.records ?? []}
            rowKey={(row) => row.id}
            loadingMessage={loading ? 'Loading transactions...' : undefined}
            errorMessage={transactionsQuery.isError ? 'Failed to fetch transactions' : undefined}
            emptyMessage="No purchases found."
            missing="--"
            minWidth={1320}
          />

          <ListPagination
            label="Transaction pages"
            page={page}
            totalPages={totalPages}
            capped={transactions?.totalCapped}
            onChange={(next) => onSearchChange({ page: next === 1 ? undefined : next })}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
