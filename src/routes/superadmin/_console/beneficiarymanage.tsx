import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { BeneficiaryManagePage } from '@/features/beneficiaries/superadmin/beneficiary-page'
import { beneficiarySearchSchema, companyBeneficiaryQueryOptions, companyChoicesQueryOptions } from '@/features/beneficiaries/superadmin/beneficiary-form'
import { tokenHead } from '@/lib/head'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/superadmin/_console/beneficiarymanage')({
  validateSearch: beneficiarySearchSchema,
  loaderDeps: ({ search: { companyId } }) => ({ companyId }),
  // The company picker renders with its companies; the chosen company's details are started, not
  // awaited: the panel under the picker shows their loading and failure, so a pick answers at once.
  loader: async ({ context: { queryClient }, deps: { companyId } }) => {
    if (companyId) void queryClient.ensureQueryData(companyBeneficiaryQueryOptions(companyId)).catch(() => undefined)
    await queryClient.ensureQueryData(companyChoicesQueryOptions())
  },
  head: () => tokenHead(m.beneficiary_manage_heading()),
  pendingComponent: PagePending,
  errorComponent: ManageBeneficiaryError,
  component: ManageBeneficiaryPage,
})

function ManageBeneficiaryPage() {
  const { companyId } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <BeneficiaryManagePage companyId={companyId} onCompanyChange={(next) => void navigate({ search: { companyId: next }, replace: true })} />
}

function ManageBeneficiaryError(props: ErrorComponentProps) {
  useLocale()
  return <LoadErrorScreen {...props} heading={m.beneficiary_manage_heading()} title={m.beneficiary_companies_failed()} />
}
