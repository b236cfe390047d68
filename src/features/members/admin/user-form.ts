import type { AddUserRequest, Role } from '@/client/types.gen'
import { vEmail, vMobile, vNewPassword, vPersonName } from '@/client/valibot.gen'
import { m } from '@/paraglide/messages'
import { firstOf, required, rule } from '@/ui/form/rules'

/**
 * What the add and the update dialog hold. The update dialog asks no password, so its stays
 * empty and is never sent; one shape lets both dialogs share `UserFields`.
 */
export interface UserFormFields {
  role: Role | ''
  name: string
  mobile: string
  email: string
  password: string
}

export type UpdateUserValues = Omit<AddUserRequest, 'password'>

export const NO_USER: UserFormFields = { role: '', name: '', mobile: '', email: '', password: '' }

/** The roles an admin can give; the update form offers only these. Read at render, in the language of the moment. */
export const roleChoices = () => [
  { value: 'USER', label: m.admin_users_role_user() },
  { value: 'ADMIN', label: m.layout_area_admin() },
]

/** The add form starts on an empty 'Select Role'. */
export const roleOptions = () => [{ value: '', label: m.admin_users_select_role() }, ...roleChoices()]

/**
 * The spec asks for every field and a valid email. The name, mobile and password rules are
 * the server's (openapi.yaml: AddUserRequest): caught here, they cost the admin no round trip.
 * Each message is read when its check fails, so it is in the language on screen.
 */
export const USER_CHECKS = {
  role: required(m.admin_users_role_required),
  name: firstOf(required(m.admin_users_name_required), rule(vPersonName, m.admin_users_name_invalid)),
  email: firstOf(required(m.admin_users_email_required), rule(vEmail, m.admin_users_email_invalid)),
  mobile: firstOf(required(m.admin_users_mobile_required), rule(vMobile, m.admin_users_mobile_invalid)),
  password: firstOf(required(m.admin_users_password_required), rule(vNewPassword, m.admin_users_password_short)),
}

/** The values as sent: trimmed, the role chosen (the checks have made sure of it). */
export function userValues({ role, name, mobile, email }: UserFormFields): UpdateUserValues {
  return { role: role as Role, name: name.trim(), mobile: mobile.trim(), email: email.trim() }
}
