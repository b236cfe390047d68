import * as v from 'valibot'
import type { UpdateBeneficiaryRequest } from '@/client/types.gen'
import { checkFields } from '@/ui/check-fields'

/** The six receiving-account fields a company admin or the super admin keeps, checked the way the server checks them. */
export type BeneficiaryFields = UpdateBeneficiaryRequest

export const EMPTY_BENEFICIARY: BeneficiaryFields = { holderName: '', bankName: '', branch: '', accountNumber: '', ifscCode: '', upi: '' }

const required = (label: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`))
const text = (label: string) => v.pipe(required(label), v.maxLength(100, `${label} must be at most 100 characters`))

/** All six fields are required (SPEC section 5); the formats are the server's (openapi.yaml). */
const beneficiarySchema = v.object({
  holderName: text('Account holder name'),
  bankName: text('Bank name'),
  branch: text('Branch name'),
  accountNumber: v.pipe(required('Account number'), v.regex(/^\d{9,18}$/, 'Account number must be 9 to 18 digits')),
  ifscCode: v.pipe(
    required('IFSC code'),
    v.toUpperCase(),
    v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'IFSC code must be 4 letters, then 0, then 6 letters or digits (e.g. SBIN0001234)'),
  ),
  upi: v.pipe(
    required('UPI ID'),
    v.regex(/^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,64}$/, 'UPI ID must look like name@bank (e.g. strtoken@sbi)'),
  ),
})

export function checkBeneficiary(fields: BeneficiaryFields) {
  return checkFields(beneficiarySchema, fields)
}
