import { createFileRoute } from '@tanstack/react-router'
import { BeneficiaryManagePage } from '@/features/beneficiaries/superadmin/beneficiary-page'
import { beneficiarySearchSchema, companyBeneficiaryQueryOptions, companyChoicesQueryOptions } from '@/features/beneficiaries/superadmin/beneficiary-form'
import { searchPageOptions } from '@/lib/search-page-options'

export const Route = createFileRoute('/superadmin/_console/beneficiarymanage')({
  // The company picker, and the chosen company's details.
  ...searchPageOptions('Manage Beneficiary', beneficiarySearchSchema, (queryClient, { companyId }) => {
    void queryClient.prefetchQuery(companyChoicesQueryOptions())
    if (companyId) void queryClient.prefetchQuery(companyBeneficiaryQueryOptions(companyId))
  }),
  component: ManageBeneficiaryPage,
})

function ManageBeneficiaryPage() {
  const { companyId } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <BeneficiaryManagePage companyId={companyId} onCompanyChange={(next) => void navigate({ search: { companyId: next }, replace: true })} />
}
