import { createFileRoute } from '@tanstack/react-router'
import { ManagePurchasesPage } from '@/features/purchases/admin/manage-purchases-page'
import { purchasesQueryOptions, purchasesSearchSchema } from '@/features/purchases/admin/purchases-search'
import { useRouteSearch } from '@/lib/route-search'
import { searchPageOptions } from '@/lib/search-page-options'

export const Route = createFileRoute('/admin/_console/purchaserequest')({
  ...searchPageOptions('Manage Purchase', purchasesSearchSchema, (queryClient, search) => void queryClient.prefetchQuery(purchasesQueryOptions(search))),
  component: ManagePurchasePage,
})

function ManagePurchasePage() {
  return <ManagePurchasesPage {...useRouteSearch(Route)} />
}
