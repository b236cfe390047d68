import { Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { TransactionStatus } from '@/client/types.gen'
import { vTransactionStatus } from '@/client/valibot.gen'
import { enumLabel } from '@/ui/format'
import { ConsolePage } from '@/ui/console-page'
import { ListFilter, ListSearchBox } from '@/ui/list-controls'
import { ListTable } from '@/ui/list-table'
import { useErrorToast } from '@/ui/use-error-toast'
import { type SearchProps, useListPage } from '@/ui/use-list-page'
import { transactionColumns } from '@/features/purchases/superadmin/transaction-columns'
import { companyChoicesQueryOptions, transactionsQueryOptions, type TransactionsSearch } from '@/features/purchases/superadmin/transactions-search'

const STATUS_OPTIONS: { value: '' | TransactionStatus; label: string }[] = [
  { value: '', label: 'All Statuses' },
  ...vTransactionStatus.options.map((status) => ({ value: status, label: enumLabel(status) })),
]

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
    <ConsolePage title="Manage Transaction">
      <Group align="flex-end" gap="sm">
        <ListFilter label="Company" param="companyId" options={companyOptions} search={search} onSearchChange={onSearchChange} width={280} />
        <ListFilter label="Status" param="status" options={STATUS_OPTIONS} search={search} onSearchChange={onSearchChange} width={180} />
        <ListSearchBox param="search" placeholder="Order no., name, mobile, user ID, method or UTR" search={search} onSearchChange={onSearchChange} />
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
    </ConsolePage>
  )
}
