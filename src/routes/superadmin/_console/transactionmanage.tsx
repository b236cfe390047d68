import { createFileRoute } from '@tanstack/react-router'
import { ManageTransactionsPage } from '@/features/purchases/superadmin/manage-transactions-page'
import {
  companyChoicesQueryOptions,
  transactionsQueryOptions,
  transactionsSearchSchema,
  type TransactionsSearch,
} from '@/features/purchases/superadmin/transactions-search'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/superadmin/_console/transactionmanage')({
  validateSearch: transactionsSearchSchema,
  loaderDeps: ({ search }) => search,
  // Warms both lists without blocking: the page shows its loading row, and a failure is a toast there.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(transactionsQueryOptions(deps))
    void context.queryClient.prefetchQuery(companyChoicesQueryOptions())
  },
  head: () => tokenHead('Manage Transaction'),
  component: ManageTransactionPage,
})

function ManageTransactionPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ManageTransactionsPage
      search={search}
      onSearchChange={(patch: Partial<TransactionsSearch>) => void navigate({ search: (old) => ({ ...old, ...patch }), replace: true })}
    />
  )
}
