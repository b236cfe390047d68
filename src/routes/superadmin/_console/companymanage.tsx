import { createFileRoute } from '@tanstack/react-router'
import { ManageCompaniesPage } from '@/features/companies/superadmin/manage-companies-page'
import { companiesQueryOptions, companiesSearchSchema } from '@/features/companies/superadmin/companies-search'
import { useRouteSearch } from '@/lib/route-search'
import { searchPageOptions } from '@/lib/search-page-options'

export const Route = createFileRoute('/superadmin/_console/companymanage')({
  ...searchPageOptions('Manage Company', companiesSearchSchema, (queryClient, search) => void queryClient.prefetchQuery(companiesQueryOptions(search))),
  component: ManageCompanyPage,
})

function ManageCompanyPage() {
  return <ManageCompaniesPage {...useRouteSearch(Route)} />
}
