import { createFileRoute } from '@tanstack/react-router'
import { ManageCompaniesPage } from '@/features/companies/superadmin/manage-companies-page'
import { companiesQueryOptions, companiesSearchSchema } from '@/features/companies/superadmin/companies-search'
import { tokenHead } from '@/lib/head'
import { useRouteSearch } from '@/lib/route-search'

export const Route = createFileRoute('/superadmin/_console/companymanage')({
  validateSearch: companiesSearchSchema,
  loaderDeps: ({ search }) => search,
  // Not awaited: while a new search or page loads, the table keeps its rows behind its loading row
  // (and the search box keeps what is typed); a failure is said in the table.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(companiesQueryOptions(deps))
  },
  head: () => tokenHead('Manage Company'),
  component: ManageCompanyPage,
})

function ManageCompanyPage() {
  return <ManageCompaniesPage {...useRouteSearch(Route)} />
}
