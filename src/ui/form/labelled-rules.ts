import type * as v from 'valibot'
import { vEmail, vMobile, vNewPassword, vPersonName } from '@/client/valibot.gen'
import { firstOf, required, rule } from '@/ui/form/rules'

type FieldCheck = ReturnType<typeof required>

/**
 * The console dialogs' field checks, whose messages name the field: a required field says
 * '<Label> is required', then its format checks in the order given.
 */
export function filled(label: string, ...checks: FieldCheck[]): FieldCheck {
  return firstOf(required(`${label} is required`), ...checks)
}

export const validEmail = rule(vEmail, 'Please enter a valid email address')
export const validMobile = rule(vMobile, 'Mobile must be 10 digits starting with 6, 7, 8 or 9')

/** The contract's floor for a password being set. */
export function newPassword(label: string): FieldCheck {
  return rule(vNewPassword, `${label} must be at least 8 characters`)
}

/**
 * A name or title as the contract takes it (`PersonName`, also inlined for company, token and
 * holder names): at most 100 characters, none that could make it read differently in a table or
 * look the same as another (invisible characters such as zero-width spaces).
 */
export function plainName(label: string, schema: v.GenericSchema<string> = vPersonName): FieldCheck {
  return rule(schema, `${label} must be at most 100 characters, without control, invisible or text-direction characters`)
}

/** A console account's name, email, mobile and new password, as the contract takes them (`AddUserRequest`, `AddCompanyAdminRequest`). */
export const ACCOUNT_CHECKS = {
  name: filled('Name', plainName('Name')),
  email: filled('Email', validEmail),
  mobile: filled('Mobile', validMobile),
  password: filled('Password', newPassword('Password')),
}
