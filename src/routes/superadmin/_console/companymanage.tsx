import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { ManageCompaniesPage } from '@/features/companies/superadmin/manage-companies-page'
import { companiesQueryOptions, companiesSearchSchema } from '@/features/companies/superadmin/companies-search'
import { tokenHead } from '@/lib/head'
import { loadList } from '@/lib/load-list'
import { useRouteSearch } from '@/lib/route-search'
import { ListLoadError, ListPending } from '@/ui/list-frame'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/superadmin/_console/companymanage')({
  validateSearch: companiesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, companiesQueryOptions(deps)),
  head: () => tokenHead(m.sa_companies_heading()),
  // Both in the page's chunk, as they draw the page.
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
  pendingComponent: ManageCompaniesPending,
  errorComponent: ManageCompaniesError,
  component: ManageCompanyPage,
})

function ManageCompanyPage() {
  return <ManageCompaniesPage {...useRouteSearch(Route)} />
}

function ManageCompaniesPending() {
  return (
    <ListPending>
      <ManageCompanyPage />
    </ListPending>
  )
}

function ManageCompaniesError({ error }: ErrorComponentProps) {
  return (
    <ListLoadError error={error}>
      <ManageCompanyPage />
    </ListLoadError>
  )
}
