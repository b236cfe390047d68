import * as v from 'valibot'
import type { AddCompanyRequest } from '@/client/types.gen'
import { vAddCompanyRequest, vMoneyInput, vPincode } from '@/client/valibot.gen'
import { isValidAadhaar } from '@/shared/aadhaar'
import { rule } from '@/ui/form/rules'
import { filled, newPassword, plainName, validEmail, validMobile } from '@/ui/form/labelled-rules'
import { DEFAULT_REFERRAL, referralSettings, type ReferralFields } from '@/features/referrals'
import { isPositiveDecimal } from '@/ui/money'

type CompanyTextFields = { [K in Exclude<keyof AddCompanyRequest, `referral${string}`>]: string }

/** The company's fields as typed, and its referral programme (on by default, with its defaults). */
export type CompanyFormFields = CompanyTextFields & { referral: ReferralFields }

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
  referral: DEFAULT_REFERRAL,
}

const contract = vAddCompanyRequest.entries

/** Each field's check: the server's rule (openapi.yaml: AddCompanyRequest), said in words before a round trip. */
export const COMPANY_CHECKS: { [K in keyof CompanyTextFields]: ReturnType<typeof filled> } = {
  companyName: filled('Company name', plainName('Company name', contract.companyName)),
  email: filled('Email', validEmail),
  mobile: filled('Mobile', validMobile),
  // The contract holds the shape; the check digit is Verhoeff's, kept once in shared/aadhaar for the server too.
  companyAadhaarCard: filled('Aadhaar number', rule(v.pipe(contract.companyAadhaarCard, v.check(isValidAadhaar)), 'Please enter a valid 12-digit Aadhaar number.')),
  companyPan: filled('PAN', rule(contract.companyPan, 'PAN must look like AAAAA9999A')),
  companyAddress: filled('Address', rule(contract.companyAddress, 'Address must be at most 500 characters')),
  companyPincode: filled('PIN code', rule(vPincode, 'PIN code must be 6 digits, not starting with 0')),
  tokenName: filled('Token name', plainName('Token name', contract.tokenName)),
  tokenSymbol: filled('Token symbol', rule(contract.tokenSymbol, 'Symbol must be 2 to 10 capital letters or digits, starting with a letter')),
  price: filled(
    'Token price',
    rule(vMoneyInput, 'Price must be a number with at most 2 decimals'),
    rule(v.pipe(v.string(), v.check(isPositiveDecimal)), 'Price must be greater than 0'),
  ),
  totalSupply: filled(
    'Total supply',
    rule(contract.totalSupply, 'Total supply must be a whole number of tokens'),
    rule(v.pipe(v.string(), v.check(isPositiveDecimal)), 'Total supply must be greater than 0'),
  ),
  platformChargePercent: filled('Platform fee', rule(contract.platformChargePercent, 'Platform fee must be a percentage from 0 to 100, at most 2 decimals')),
  adminPassword: filled('Admin password', newPassword('Admin password')),
}

/** The request as sent: every value trimmed but the password, taken as typed. */
export function companyRequest({ referral, ...fields }: CompanyFormFields): AddCompanyRequest {
  const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])) as CompanyTextFields
  const settings = referralSettings(referral)
  return {
    ...trimmed,
    adminPassword: fields.adminPassword,
    referralEnabled: settings.enabled,
    referralLevel1Percent: settings.level1Percent,
    referralLevel2Percent: settings.level2Percent,
    referralLockDays: settings.lockDays,
  }
}
