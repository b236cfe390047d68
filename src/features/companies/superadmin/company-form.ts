import * as v from 'valibot'
import type { AddCompanyRequest } from '@/client/types.gen'
import { vAddCompanyRequest, vEmail, vMobile, vMoneyInput, vNewPassword, vPersonName, vPincode } from '@/client/valibot.gen'
import { isValidAadhaar } from '@/shared/aadhaar'
import { firstOf, required, rule } from '@/ui/form/rules'
import { m } from '@/paraglide/messages'
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

type FieldCheck = ReturnType<typeof required>
/** A message of src/paraglide, read when the check fails so it speaks the language of that moment. */
type Message = () => string

/** A required field: its own message when blank, then its format checks in the order given. */
const filled = (message: Message, ...checks: FieldCheck[]): FieldCheck => firstOf(required(message), ...checks)

const validEmail = rule(vEmail, m.sa_companies_rule_email)
const validMobile = rule(vMobile, m.sa_companies_rule_mobile)

/** Each field's check: the server's rule (openapi.yaml: AddCompanyRequest), said in words before a round trip. */
export const COMPANY_CHECKS: { [K in keyof CompanyTextFields]: FieldCheck } = {
  companyName: filled(m.sa_companies_rule_company_name_required, rule(contract.companyName, m.sa_companies_rule_company_name)),
  email: filled(m.sa_companies_rule_email_required, validEmail),
  mobile: filled(m.sa_companies_rule_mobile_required, validMobile),
  // The contract holds the shape; the check digit is Verhoeff's, kept once in shared/aadhaar for the server too.
  companyAadhaarCard: filled(m.sa_companies_rule_aadhaar_required, rule(v.pipe(contract.companyAadhaarCard, v.check(isValidAadhaar)), m.error_aadhaar_invalid)),
  companyPan: filled(m.sa_companies_rule_pan_required, rule(contract.companyPan, m.sa_companies_rule_pan)),
  companyAddress: filled(m.sa_companies_rule_address_required, rule(contract.companyAddress, m.sa_companies_rule_address)),
  companyPincode: filled(m.sa_companies_rule_pin_required, rule(vPincode, m.sa_companies_rule_pin)),
  tokenName: filled(m.sa_companies_rule_token_name_required, rule(contract.tokenName, m.sa_companies_rule_token_name)),
  tokenSymbol: filled(m.sa_companies_rule_symbol_required, rule(contract.tokenSymbol, m.sa_companies_rule_symbol)),
  price: filled(
    m.sa_companies_rule_price_required,
    rule(vMoneyInput, m.sa_companies_rule_price),
    rule(v.pipe(v.string(), v.check(isPositiveDecimal)), m.sa_companies_rule_price_positive),
  ),
  totalSupply: filled(
    m.sa_companies_rule_supply_required,
    rule(contract.totalSupply, m.sa_companies_rule_supply),
    rule(v.pipe(v.string(), v.check(isPositiveDecimal)), m.sa_companies_rule_supply_positive),
  ),
  platformChargePercent: filled(m.sa_companies_rule_fee_required, rule(contract.platformChargePercent, m.sa_companies_rule_fee)),
  adminPassword: filled(m.sa_companies_rule_admin_password_required, rule(vNewPassword, m.sa_companies_rule_admin_password)),
}

/** The Add Admin dialog's checks: a console account as the contract takes it (`AddCompanyAdminRequest`). */
export const ADMIN_CHECKS = {
  name: filled(m.sa_companies_rule_name_required, rule(vPersonName, m.sa_companies_rule_name)),
  email: filled(m.sa_companies_rule_email_required, validEmail),
  mobile: filled(m.sa_companies_rule_mobile_required, validMobile),
  password: filled(m.sa_companies_rule_password_required, rule(vNewPassword, m.sa_companies_rule_password)),
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
