import * as v from 'valibot'
import type { AddUserRequest, Role } from '@/client/types.gen'

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

type Checked<T> = { ok: true; values: T } | { ok: false; errors: UserFormErrors }

function check<T>(schema: v.GenericSchema<unknown, T>, fields: unknown): Checked<T> {
  const result = v.safeParse(schema, fields, { abortPipeEarly: true })
  if (result.success) return { ok: true, values: result.output }
  const errors: UserFormErrors = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as keyof UserFormFields | undefined
    if (key && !errors[key]) errors[key] = issue.message
  }
  return { ok: false, errors }
}

export function checkAddUser(fields: UserFormFields): Checked<AddUserRequest> {
  return check(addUserSchema, fields)
}

export function checkUpdateUser(fields: Omit<UserFormFields, 'password'>): Checked<UpdateUserValues> {
  return check(updateUserSchema, fields)
}
