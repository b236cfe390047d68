import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { ManageTransactionsPage } from '@/features/purchases/superadmin/manage-transactions-page'
import { companyChoicesQueryOptions, transactionsQueryOptions, transactionsSearchSchema } from '@/features/purchases/superadmin/transactions-search'
import { tokenHead } from '@/lib/head'
import { loadList } from '@/lib/load-list'
import { useRouteSearch } from '@/lib/route-search'
import { ListLoadError, ListPending } from '@/ui/list-frame'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/superadmin/_console/transactionmanage')({
  validateSearch: transactionsSearchSchema,
  loaderDeps: ({ search }) => search,
  // The company filter's choices are not waited for: without them the filter still filters by the
  // company in the URL, and their failure is a toast, not the page's.
  loader: ({ context: { queryClient }, deps, cause }) => {
    void queryClient.prefetchQuery(companyChoicesQueryOptions())
    return loadList(queryClient, cause, transactionsQueryOptions(deps))
  },
  head: () => tokenHead(m.sa_transactions_heading()),
  // Both in the page's chunk, as they draw the page.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  pendingComponent: ManageTransactionsPending,
  errorComponent: ManageTransactionsError,
  component: ManageTransactionPage,
})

function ManageTransactionPage() {
  return <ManageTransactionsPage {...useRouteSearch(Route)} />
}

function ManageTransactionsPending() {
  return (
    <ListPending>
      <ManageTransactionPage />
    </ListPending>
  )
}

function ManageTransactionsError({ error }: ErrorComponentProps) {
  return (
    <ListLoadError error={error}>
      <ManageTransactionPage />
    </ListLoadError>
  )
}
