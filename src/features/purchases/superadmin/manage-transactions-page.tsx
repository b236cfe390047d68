import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { TransactionStatus } from '@/client/types.gen'
import { ListTable } from '@/ui/list-table'
import { SearchBox } from '@/ui/search-box'
import { useErrorToast } from '@/ui/use-error-toast'
import { type SearchProps, useListPage } from '@/ui/use-list-page'
import { transactionColumns } from '@/features/purchases/superadmin/transaction-columns'
import {
  companyChoicesQueryOptions,
  transactionsQueryOptions,
  type TransactionsSearch,
} from '@/features/purchases/superadmin/transactions-search'

const STATUS_OPTIONS = [
  { value: '', label: 'All Statuses' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
]

const STATUSES: readonly string[] = ['PENDING', 'APPROVED', 'REJECTED']

type ManageTransactionsPageProps = SearchProps<TransactionsSearch>

/** Every company's purchases, read-only: the company admins decide them (Transaction Manage). */
export function ManageTransactionsPage({ search, onSearchChange }: ManageTransactionsPageProps) {
  const list = useListPage({
    query: transactionsQueryOptions(search),
    columns: transactionColumns,
    search,
    onSearchChange,
    errorToast: 'Failed to fetch transactions',
  })

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

          {list.data && !list.loading && (
            <Text size="sm" c="dimmed">
              {list.capped ? '1,000+ purchases' : list.data.total === 1 ? '1 purchase' : `${list.data.total} purchases`}
            </Text>
          )}

          <ListTable
            list={list}
            label="Transactions"
            pagesLabel="Transaction pages"
            loadingMessage="Loading transactions..."
            errorMessage="Failed to fetch transactions"
            emptyMessage="No purchases found."
            missing="--"
            minWidth={1320}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
