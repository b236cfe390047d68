import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { BeneficiaryPage } from '@/features/beneficiaries/admin/beneficiary-page'
import { beneficiaryQueryOptions } from '@/features/beneficiaries/admin/beneficiary-form'
import { tokenHead } from '@/lib/head'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { LoadErrorScreen } from '@/ui/load-error-screen'
import { PagePending } from '@/ui/page-pending'

export const Route = createFileRoute('/admin/_console/beneficiary')({
  loader: ({ context }) => context.queryClient.ensureQueryData(beneficiaryQueryOptions()),
  head: () => tokenHead(m.beneficiary_heading()),
  pendingComponent: PagePending,
  errorComponent: BeneficiaryError,
  component: AdminBeneficiaryPage,
})

function AdminBeneficiaryPage() {
  return <BeneficiaryPage />
}

function BeneficiaryError(props: ErrorComponentProps) {
  useLocale()
  return <LoadErrorScreen {...props} heading={m.beneficiary_heading()} title={m.beneficiary_load_failed()} />
}
