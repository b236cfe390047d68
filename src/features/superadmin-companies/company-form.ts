import * as v from 'valibot'
import type { AddCompanyRequest } from '@/client/types.gen'
import { checkFields } from '@/ui/check-fields'
import { isValidAadhaar } from '@/lib/aadhaar'

export type CompanyFormFields = { [K in keyof AddCompanyRequest]: string }

export const EMPTY_COMPANY: CompanyFormFields = {
  companyName: '',
  email: '',
  mobile: '',
  companyAadhaarCard: '',
  companyPan: '',
  companyAddress: '',
  companyPincode: '',
  tokenName: '',
  tokenSymbol: '',
  price: '',
  totalSupply: '',
  platformChargePercent: '',
  adminPassword: '',
}

const required = (label: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`))

/** The server's rules (openapi.yaml: AddCompanyRequest), said in words before a round trip. */
const companySchema = v.object({
  companyName: v.pipe(required('Company name'), v.maxLength(100, 'Company name must be at most 100 characters')),
  email: v.pipe(required('Email'), v.email('Please enter a valid email address')),
  mobile: v.pipe(required('Mobile'), v.regex(/^[6-9]\d{9}$/, 'Mobile must be 10 digits starting with 6, 7, 8 or 9')),
  companyAadhaarCard: v.pipe(
    required('Aadhaar number'),
    v.check(isValidAadhaar, 'Please enter a valid 12-digit Aadhaar number.'),
  ),
  companyPan: v.pipe(required('PAN'), v.regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'PAN must look like AAAAA9999A')),
  companyAddress: v.pipe(required('Address'), v.maxLength(500, 'Address must be at most 500 characters')),
  companyPincode: v.pipe(required('PIN code'), v.regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits, not starting with 0')),
  tokenName: v.pipe(required('Token name'), v.maxLength(100, 'Token name must be at most 100 characters')),
  tokenSymbol: v.pipe(
    required('Token symbol'),
    v.regex(/^[A-Z][A-Z0-9]{1,9}$/, 'Symbol must be 2 to 10 capital letters or digits, starting with a letter'),
  ),
  price: v.pipe(
    required('Token price'),
    v.regex(/^\d{1,13}(\.\d{1,2})?$/, 'Price must be a number with at most 2 decimals'),
    v.check((price) => Number(price) > 0, 'Price must be greater than 0'),
  ),
  totalSupply: v.pipe(
    required('Total supply'),
    v.regex(/^\d{1,15}$/, 'Total supply must be a whole number of tokens'),
    v.check((supply) => /[1-9]/.test(supply), 'Total supply must be greater than 0'),
  ),
  platformChargePercent: v.pipe(
    required('Platform fee'),
    v.regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'Platform fee must be a percentage from 0 to 100, at most 2 decimals'),
  ),
  adminPassword: v.pipe(v.string(), v.nonEmpty('Admin password is required'), v.minLength(8, 'Admin password must be at least 8 characters')),
})

export function checkCompany(fields: CompanyFormFields) {
  return checkFields(companySchema, fields)
}
