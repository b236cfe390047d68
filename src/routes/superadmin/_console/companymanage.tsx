import { createFileRoute } from '@tanstack/react-router'
import { ManageCompaniesPage } from '@/features/companies/superadmin/manage-companies-page'
import { companiesQueryOptions, companiesSearchSchema } from '@/features/companies/superadmin/companies-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

export const Route = createFileRoute('/superadmin/_console/companymanage')({
  validateSearch: companiesSearchSchema,
  loaderDeps: ({ search }) => search,
  // Warms the list without blocking: the page shows its loading row, and a failure is a toast there.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(companiesQueryOptions(deps))
  },
  head: () => tokenHead('Manage Company'),
  component: ManageCompanyPage,
})

function ManageCompanyPage() {
  return <ManageCompaniesPage {...useRouteSearch(Route)} />
}
