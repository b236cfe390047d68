import * as v from 'valibot'
import type { AddUserRequest, Role } from '@/client/types.gen'
import { checkFields, type Checked } from '@/ui/check-fields'

export interface UserFormFields {
  role: Role | ''
  name: string
  mobile: string
  email: string
  password: string
}

export type UserFormErrors = Partial<Record<keyof UserFormFields, string>>

/** The roles an admin can give; the update form offers only these. */
export const ROLE_CHOICES = [
  { value: 'USER', label: 'User' },
  { value: 'ADMIN', label: 'Admin' },
]

/** The add form starts on an empty 'Select Role'. */
export const ROLE_OPTIONS = [{ value: '', label: 'Select Role' }, ...ROLE_CHOICES]

const required = (label: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`))

/**
 * SPEC section 5 asks for every field and a valid email. The mobile and password rules are the
 * server's (openapi.yaml: Mobile, NewPassword): caught here, they cost the admin no round trip.
 */
const fieldSchemas = {
  role: v.picklist(['USER', 'ADMIN'], 'Role is required'),
  name: required('Name'),
  mobile: v.pipe(required('Mobile'), v.regex(/^[6-9]\d{9}$/, 'Mobile must be 10 digits starting with 6, 7, 8 or 9')),
  email: v.pipe(required('Email'), v.email('Please enter a valid email address')),
}

const addUserSchema = v.object({
  ...fieldSchemas,
  password: v.pipe(v.string(), v.nonEmpty('Password is required'), v.minLength(8, 'Password must be at least 8 characters')),
})

const updateUserSchema = v.object(fieldSchemas)

export type UpdateUserValues = v.InferOutput<typeof updateUserSchema>

export function checkAddUser(fields: UserFormFields): Checked<AddUserRequest, UserFormFields> {
  return checkFields(addUserSchema, fields)
}

export function checkUpdateUser(fields: Omit<UserFormFields, 'password'>): Checked<UpdateUserValues, UserFormFields> {
  return checkFields(updateUserSchema, fields)
}
