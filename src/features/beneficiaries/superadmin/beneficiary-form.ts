import * as v from 'valibot'
import { getCompanyBeneficiaryOptions, listCompaniesOptions } from '@/client/@tanstack/react-query.gen'
import { adminClient } from '@/lib/api-client'

/** `/superadmin/beneficiarymanage?companyId=`: the company whose details are shown. */
export const beneficiarySearchSchema = v.object({
  companyId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
})

/** The company picker offers every company; the server caps one page at 100, a platform's worth. */
export const companyChoicesQueryOptions = () => listCompaniesOptions({ client: adminClient, query: { page: 1, limit: 100 } })

export const companyBeneficiaryQueryOptions = (companyId: string) => getCompanyBeneficiaryOptions({ client: adminClient, query: { companyId } })
