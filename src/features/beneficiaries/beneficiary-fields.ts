import type { UpdateBeneficiaryRequest } from '@/client/types.gen'
import { vUpdateBeneficiaryRequest } from '@/client/valibot.gen'
import { rule } from '@/ui/form/rules'
import { filled, plainName } from '@/ui/form/labelled-rules'

/** The six receiving-account fields a company admin or the super admin keeps. */
export type BeneficiaryFields = UpdateBeneficiaryRequest

export const EMPTY_BENEFICIARY: BeneficiaryFields = { holderName: '', bankName: '', branch: '', accountNumber: '', ifscCode: '', upi: '' }

const contract = vUpdateBeneficiaryRequest.entries

/** All six fields are required; the formats are the server's (openapi.yaml: UpdateBeneficiaryRequest). */
export const BENEFICIARY_CHECKS: { [K in keyof BeneficiaryFields]: ReturnType<typeof filled> } = {
  holderName: filled('Account holder name', plainName('Account holder name', contract.holderName)),
  bankName: filled('Bank name', rule(contract.bankName, 'Bank name must be at most 100 characters')),
  branch: filled('Branch name', rule(contract.branch, 'Branch name must be at most 100 characters')),
  accountNumber: filled('Account number', rule(contract.accountNumber, 'Account number must be 9 to 18 digits')),
  ifscCode: filled('IFSC code', rule(contract.ifscCode, 'IFSC code must be 4 letters, then 0, then 6 letters or digits (e.g. SBIN0001234)')),
  upi: filled('UPI ID', rule(contract.upi, 'UPI ID must look like name@bank (e.g. strtoken@sbi)')),
}

/** The details as sent, trimmed. */
export function beneficiaryRequest(fields: BeneficiaryFields): BeneficiaryFields {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as BeneficiaryFields
}
