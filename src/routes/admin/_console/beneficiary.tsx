import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { BeneficiaryPage } from '@/features/beneficiaries/admin/beneficiary-page'
import { beneficiaryQueryOptions } from '@/features/beneficiaries/admin/beneficiary-form'
import { tokenHead } from '@/lib/head'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/admin/_console/beneficiary')({
  loader: ({ context }) => context.queryClient.ensureQueryData(beneficiaryQueryOptions()),
  head: () => tokenHead('Beneficiary'),
  pendingComponent: PagePending,
  errorComponent: BeneficiaryError,
  component: AdminBeneficiaryPage,
})

function AdminBeneficiaryPage() {
  return <BeneficiaryPage />
}

function BeneficiaryError(props: ErrorComponentProps) {
  return <LoadErrorScreen {...props} heading="Beneficiary" title="The receiving details could not be loaded." />
}
