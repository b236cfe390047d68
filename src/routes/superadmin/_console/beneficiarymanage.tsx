import { createFileRoute } from '@tanstack/react-router'
import { BeneficiaryManagePage } from '@/features/beneficiaries/superadmin/beneficiary-page'
import {
  beneficiarySearchSchema,
  companyBeneficiaryQueryOptions,
  companyChoicesQueryOptions,
} from '@/features/beneficiaries/superadmin/beneficiary-form'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/superadmin/_console/beneficiarymanage')({
  validateSearch: beneficiarySearchSchema,
  loaderDeps: ({ search }) => search,
  // Warms the picker and the chosen company's details without blocking; failures are toasts on the page.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(companyChoicesQueryOptions())
    if (deps.companyId) void context.queryClient.prefetchQuery(companyBeneficiaryQueryOptions(deps.companyId))
  },
  head: () => tokenHead('Manage Beneficiary'),
  component: ManageBeneficiaryPage,
})

function ManageBeneficiaryPage() {
  const { companyId } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <BeneficiaryManagePage companyId={companyId} onCompanyChange={(next) => void navigate({ search: { companyId: next }, replace: true })} />
}
