import { getBeneficiaryOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

export const beneficiaryQueryOptions = () => getBeneficiaryOptions({ client: adminClient })
