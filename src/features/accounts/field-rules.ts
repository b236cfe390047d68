import { vEmail, vMobile, vNewPassword, vOtp, vPersonName } from '@/client/valibot.gen'
import { birthDateProblem } from '@/features/accounts/person-rules'
import { rule } from '@/ui/form/rules'
import { m } from '@/paraglide/messages'

/** The accounts forms' field checks: the contract's rules with our messages. */
export const validEmail = rule(vEmail, m.rule_email)
export const validMobile = rule(vMobile, m.rule_mobile)
export const validOtp = rule(vOtp, m.rule_otp)
/**
 * Control characters, escape sequences, direction overrides and invisible characters (zero-width
 * spaces, Hangul fillers) could make a name read differently in an admin's table, or look the same
 * as another member's.
 */
export const validName = rule(vPersonName, m.rule_name)
export const validBirthDate = ({ value }: { value: string }) => birthDateProblem(value) ?? undefined

/** Said under every field that sets a password, before the server would refuse one. */
export const newPasswordRules = m.rule_new_password_hint
export const validNewPassword = rule(vNewPassword, m.rule_new_password, { trim: false })
