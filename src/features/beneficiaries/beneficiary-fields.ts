import type { UpdateBeneficiaryRequest } from '@/client/types.gen'
import { vUpdateBeneficiaryRequest } from '@/client/valibot.gen'
import { m } from '@/paraglide/messages'
import { firstOf, required, rule } from '@/ui/form/rules'

/** The six receiving-account fields a company admin or the super admin keeps. */
export type BeneficiaryFields = UpdateBeneficiaryRequest

export const EMPTY_BENEFICIARY: BeneficiaryFields = { holderName: '', bankName: '', branch: '', accountNumber: '', ifscCode: '', upi: '' }

const contract = vUpdateBeneficiaryRequest.entries

/**
 * All six fields are required; the formats are the server's (openapi.yaml: UpdateBeneficiaryRequest).
 * Each message is read when its check fails, so it is in the language on screen.
 */
export const BENEFICIARY_CHECKS: { [K in keyof BeneficiaryFields]: ReturnType<typeof firstOf> } = {
  holderName: firstOf(required(m.beneficiary_holder_required), rule(contract.holderName, m.beneficiary_holder_invalid)),
  bankName: firstOf(required(m.beneficiary_bank_required), rule(contract.bankName, m.beneficiary_bank_invalid)),
  branch: firstOf(required(m.beneficiary_branch_required), rule(contract.branch, m.beneficiary_branch_invalid)),
  accountNumber: firstOf(required(m.beneficiary_account_required), rule(contract.accountNumber, m.beneficiary_account_invalid)),
  ifscCode: firstOf(required(m.beneficiary_ifsc_required), rule(contract.ifscCode, m.beneficiary_ifsc_invalid)),
  upi: firstOf(required(m.beneficiary_upi_required), rule(contract.upi, m.beneficiary_upi_invalid)),
}

/** The details as sent, trimmed. */
export function beneficiaryRequest(fields: BeneficiaryFields): BeneficiaryFields {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as BeneficiaryFields
}
