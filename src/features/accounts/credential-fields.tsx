import { withForm } from '@/ui/form/app-form'
import { validEmail } from '@/features/accounts/field-rules'
import { m } from '@/paraglide/messages'

export interface Credentials {
  email: string
  password: string
}

export const NO_CREDENTIALS: Credentials = { email: '', password: '' }

/** Both logins keep their button disabled until both fields hold something. */
export function credentialsMissing({ email, password }: Credentials): boolean {
  return email.trim() === '' || password === ''
}

/** The email and password of both login forms, marked for password managers as a sign-in. */
export const CredentialFields = withForm({
  defaultValues: NO_CREDENTIALS,
  props: { emailPlaceholder: '' },
  render: function CredentialFields({ form, emailPlaceholder }) {
    return (
      <>
        <form.AppField name="email" validators={{ onBlur: validEmail }}>
          {(field) => <field.TextField label={m.credentials_email()} type="email" autoComplete="username" placeholder={emailPlaceholder} required />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.PasswordField label={m.credentials_password()} autoComplete="current-password" placeholder={m.credentials_password_placeholder()} required />}
        </form.AppField>
      </>
    )
  },
})
