import type { ReactNode } from 'react'
import { SimpleGrid } from '@mantine/core'
import { withFieldGroup } from '@/ui/form/app-form'
import { TextareaField } from '@/ui/form/textarea-field'
import { m } from '@/paraglide/messages'
import { COMPANY_CHECKS } from '@/features/companies/superadmin/company-form'

/** The company's contact as typed: what Add Company asks and Edit changes. */
const NO_CONTACT = { companyName: '', email: '', mobile: '', companyPincode: '', companyAddress: '' }

/** The token's fields both dialogs share: its name and the platform fee (the symbol is Add Company's only). */
const NO_TOKEN_TERMS = { tokenName: '', platformChargePercent: '' }

/**
 * Name, email, mobile and PIN in a grid, then the address; `extra` joins the grid after them
 * (Add Company's Aadhaar and PAN, which are never edited).
 */
export const CompanyContactFields = withFieldGroup({
  defaultValues: NO_CONTACT,
  props: { extra: null as ReactNode },
  render: function CompanyContactFields({ group: form, extra }) {
    return (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <form.AppField name="companyName" validators={{ onBlur: COMPANY_CHECKS.companyName }}>
            {(field) => <field.TextField label={m.sa_companies_company_name()} autoComplete="organization" withAsterisk />}
          </form.AppField>
          <form.AppField name="email" validators={{ onBlur: COMPANY_CHECKS.email }}>
            {(field) => <field.TextField label={m.credentials_email()} type="email" autoComplete="off" withAsterisk />}
          </form.AppField>
          <form.AppField name="mobile" validators={{ onBlur: COMPANY_CHECKS.mobile }}>
            {(field) => (
              <field.TextField label={m.sa_companies_mobile()} type="tel" inputMode="numeric" maxLength={10} placeholder={m.sa_companies_mobile_placeholder()} withAsterisk />
            )}
          </form.AppField>
          <form.AppField name="companyPincode" validators={{ onBlur: COMPANY_CHECKS.companyPincode }}>
            {(field) => <field.TextField label={m.sa_companies_pin_code()} inputMode="numeric" maxLength={6} placeholder={m.sa_companies_pin_placeholder()} withAsterisk />}
          </form.AppField>
          {extra}
        </SimpleGrid>
        <form.AppField name="companyAddress" validators={{ onBlur: COMPANY_CHECKS.companyAddress }}>
          {() => <TextareaField label={m.sa_companies_address()} minRows={2} maxLength={500} withAsterisk />}
        </form.AppField>
      </>
    )
  },
})

/** The token's name, `extra` (Add Company's symbol, price and supply; Edit's fixed symbol), then the platform fee. */
export const CompanyTokenFields = withFieldGroup({
  defaultValues: NO_TOKEN_TERMS,
  props: { extra: null as ReactNode },
  render: function CompanyTokenFields({ group: form, extra }) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <form.AppField name="tokenName" validators={{ onBlur: COMPANY_CHECKS.tokenName }}>
          {(field) => <field.TextField label={m.sa_companies_token_name()} withAsterisk />}
        </form.AppField>
        {extra}
        <form.AppField name="platformChargePercent" validators={{ onBlur: COMPANY_CHECKS.platformChargePercent }}>
          {(field) => <field.TextField label={m.sa_companies_platform_fee()} inputMode="decimal" placeholder={m.sa_companies_fee_placeholder()} withAsterisk />}
        </form.AppField>
      </SimpleGrid>
    )
  },
})

/** How a flat company form maps onto the two groups: each field under its own name. */
export const CONTACT_FIELDS = { companyName: 'companyName', email: 'email', mobile: 'mobile', companyPincode: 'companyPincode', companyAddress: 'companyAddress' } as const
export const TOKEN_TERM_FIELDS = { tokenName: 'tokenName', platformChargePercent: 'platformChargePercent' } as const
