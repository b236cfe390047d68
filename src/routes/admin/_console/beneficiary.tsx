import { createFileRoute } from '@tanstack/react-router'
import { BeneficiaryPage } from '@/features/beneficiaries/admin/beneficiary-page'
import { beneficiaryQueryOptions } from '@/features/beneficiaries/admin/beneficiary-form'
import { tokenHead } from '@/lib/head'

export const Route = createFileRoute('/admin/_console/beneficiary')({
  // Warms the details without blocking: the page shows a skeleton, and a failure is a toast there.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(beneficiaryQueryOptions())
  },
  head: () => tokenHead('Beneficiary'),
  component: AdminBeneficiaryPage,
})

function AdminBeneficiaryPage() {
  return <BeneficiaryPage />
}
