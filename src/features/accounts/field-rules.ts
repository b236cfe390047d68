import { vEmail, vMobile, vNewPassword, vOtp, vPersonName } from '@/client/valibot.gen'
import { birthDateProblem } from '@/features/accounts/person-rules'
import { rule } from '@/ui/form/rules'

/** The accounts forms' field checks: the contract's rules with our messages. */
export const validEmail = rule(vEmail, 'Please enter a valid email address.')
export const validMobile = rule(vMobile, 'Mobile must be 10 digits starting with 6, 7, 8 or 9.')
export const validOtp = rule(vOtp, 'The OTP is the 6-digit code we sent.')
/**
 * Control characters, escape sequences, direction overrides and invisible characters (zero-width
 * spaces, Hangul fillers) could make a name read differently in an admin's table, or look the same
 * as another member's.
 */
export const validName = rule(vPersonName, 'Name cannot contain control, invisible or text-direction characters.')
export const validBirthDate = ({ value }: { value: string }) => birthDateProblem(value) ?? undefined

/** Said under every field that sets a password, before the server would refuse one. */
export const NEW_PASSWORD_RULES = 'At least 8 characters.'
export const validNewPassword = rule(vNewPassword, 'The password must have at least 8 characters.', { trim: false })
