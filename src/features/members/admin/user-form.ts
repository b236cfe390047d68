import type { AddUserRequest, Role } from '@/client/types.gen'
import { ACCOUNT_CHECKS, filled } from '@/ui/form/labelled-rules'

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

/** The roles an admin can give; the update form offers only these. */
export const ROLE_CHOICES = [
  { value: 'USER', label: 'User' },
  { value: 'ADMIN', label: 'Admin' },
]

/** The add form starts on an empty 'Select Role'. */
export const ROLE_OPTIONS = [{ value: '', label: 'Select Role' }, ...ROLE_CHOICES]

/**
 * The spec asks for every field and a valid email. The name, mobile and password rules are
 * the server's (openapi.yaml: AddUserRequest): caught here, they cost the admin no round trip.
 */
export const USER_CHECKS = { role: filled('Role'), ...ACCOUNT_CHECKS }

/** The values as sent: trimmed, the role chosen (the checks have made sure of it). */
export function userValues({ role, name, mobile, email }: UserFormFields): UpdateUserValues {
  return { role: role as Role, name: name.trim(), mobile: mobile.trim(), email: email.trim() }
}
