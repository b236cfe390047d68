import { Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { TransactionStatus } from '@/client/types.gen'
import { vTransactionStatus } from '@/client/valibot.gen'
import { ConsolePage } from '@/ui/console-page'
import { ExportCsvButton } from '@/ui/export-csv-button'
import { ListFilter, ListSearchBox } from '@/ui/list-controls'
import { ListTable } from '@/ui/list-table'
import { useErrorToast } from '@/ui/use-error-toast'
import { type SearchProps, useListPage } from '@/ui/use-list-page'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { transactionColumns } from '@/features/purchases/superadmin/transaction-columns'
import { exportListedTransactions } from '@/features/purchases/superadmin/transactions-export'
import { companyChoicesQueryOptions, transactionsQueryOptions, type TransactionsSearch } from '@/features/purchases/superadmin/transactions-search'

const STATUS_WORDS: Record<TransactionStatus, () => string> = {
  PENDING: m.sa_transactions_status_pending,
  APPROVED: m.sa_transactions_status_approved,
  REJECTED: m.sa_transactions_status_rejected,
}

/** The status filter's choices, in the language of the moment. */
const statusOptions = (): { value: '' | TransactionStatus; label: string }[] => [
  { value: '', label: m.sa_transactions_all_statuses() },
  ...vTransactionStatus.options.map((status) => ({ value: status, label: STATUS_WORDS[status]() })),
]

type ManageTransactionsPageProps = SearchProps<TransactionsSearch>

/** Every company's purchases, read-only: the company admins decide them (Transaction Manage). */
export function ManageTransactionsPage({ search, onSearchChange }: ManageTransactionsPageProps) {
  useLocale()
  const list = useListPage({
    query: transactionsQueryOptions(search),
    columns: transactionColumns(),
    search,
    onSearchChange,
    errorToast: m.sa_transactions_fetch_failed(),
  })

  const companiesQuery = useQuery(companyChoicesQueryOptions())
  useErrorToast(companiesQuery.error, m.sa_companies_fetch_failed())
  const companyOptions = [
    { value: '', label: m.sa_transactions_all_companies() },
    ...(companiesQuery.data?.data.records ?? []).map((company) => ({ value: company.id, label: `${company.companyName} (${company.tokenSymbol})` })),
  ]

  return (
    <ConsolePage title={m.sa_transactions_heading()} actions={<ExportCsvButton download={() => exportListedTransactions(search)} fallbackName="transactions.csv" />}>
      <Group align="flex-end" gap="sm">
        <ListFilter label={m.sa_transactions_company()} param="companyId" options={companyOptions} search={search} onSearchChange={onSearchChange} width={280} />
        <ListFilter label={m.sa_transactions_status()} param="status" options={statusOptions()} search={search} onSearchChange={onSearchChange} width={180} />
        <ListSearchBox param="search" placeholder={m.sa_transactions_search_placeholder()} search={search} onSearchChange={onSearchChange} />
      </Group>

      {list.data && !list.loading && (
        <Text size="sm" c="dimmed">
          {list.capped ? m.sa_transactions_count_capped() : list.data.total === 1 ? m.sa_transactions_count_one() : m.sa_transactions_count({ count: String(list.data.total) })}
        </Text>
      )}

      <ListTable
        list={list}
        label={m.sa_transactions_table()}
        pagesLabel={m.sa_transactions_pages()}
        loadingMessage={m.sa_transactions_loading()}
        errorMessage={m.sa_transactions_fetch_failed()}
        emptyMessage={m.sa_transactions_empty()}
        missing="--"
        minWidth={0}
        dense
      />
    </ConsolePage>
  )
}
