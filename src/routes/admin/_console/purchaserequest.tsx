import { createFileRoute } from '@tanstack/react-router'
import { ManagePurchasesPage } from '@/features/purchases/admin/manage-purchases-page'
import { purchasesQueryOptions, purchasesSearchSchema } from '@/features/purchases/admin/purchases-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

export const Route = createFileRoute('/admin/_console/purchaserequest')({
  validateSearch: purchasesSearchSchema,
  loaderDeps: ({ search }) => search,
  // Not awaited: while a new search or page loads, the table keeps its rows behind its loading row
  // (and the search box keeps what is typed); a failure is said in the table.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(purchasesQueryOptions(deps))
  },
  head: () => tokenHead('Manage Purchase'),
  component: ManagePurchasePage,
})

function ManagePurchasePage() {
  return <ManagePurchasesPage {...useRouteSearch(Route)} />
}
