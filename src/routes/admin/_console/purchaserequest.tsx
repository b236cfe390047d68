import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { ManagePurchasesPage } from '@/features/purchases/admin/manage-purchases-page'
import { purchasesQueryOptions, purchasesSearchSchema } from '@/features/purchases/admin/purchases-search'
import { tokenHead } from '@/lib/head'
import { m } from '@/paraglide/messages'
import { loadList } from '@/lib/load-list'
import { useRouteSearch } from '@/lib/route-search'
import { ListLoadError, ListPending } from '@/ui/list-frame'

export const Route = createFileRoute('/admin/_console/purchaserequest')({
  validateSearch: purchasesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, purchasesQueryOptions(deps)),
  head: () => tokenHead(m.admin_purchases_heading()),
  // Both in the page's chunk, as they draw the page.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  pendingComponent: ManagePurchasesPending,
  errorComponent: ManagePurchasesError,
  component: ManagePurchasePage,
})

function ManagePurchasePage() {
  return <ManagePurchasesPage {...useRouteSearch(Route)} />
}

function ManagePurchasesPending() {
  return (
    <ListPending>
      <ManagePurchasePage />
    </ListPending>
  )
}

function ManagePurchasesError({ error }: ErrorComponentProps) {
  return (
    <ListLoadError error={error}>
      <ManagePurchasePage />
    </ListLoadError>
  )
}
