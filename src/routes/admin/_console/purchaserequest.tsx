import { createFileRoute } from '@tanstack/react-router'
import { ManagePurchasesPage } from '@/features/purchases/admin/manage-purchases-page'
import { purchasesQueryOptions, purchasesSearchSchema } from '@/features/purchases/admin/purchases-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

export const Route = createFileRoute('/admin/_console/purchaserequest')({
  validateSearch: purchasesSearchSchema,
  loaderDeps: ({ search }) => search,
  // Warms the list without blocking: the page shows its spinner, and a failure is a toast there.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(purchasesQueryOptions(deps))
  },
  head: () => tokenHead('Manage Purchase'),
  component: ManagePurchasePage,
})

function ManagePurchasePage() {
  return <ManagePurchasesPage {...useRouteSearch(Route)} />
}
