import { PasswordInput, TextInput } from '@mantine/core'

interface CredentialFieldsProps {
  email: string
  password: string
  onEmailChange: (value: string) => void
  onPasswordChange: (value: string) => void
  emailPlaceholder: string
}

/** The email and password of both login forms, marked for password managers as a sign-in. */
export function CredentialFields({ email, password, onEmailChange, onPasswordChange, emailPlaceholder }: CredentialFieldsProps) {
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete="username"
        placeholder={emailPlaceholder}
        required
        value={email}
        onChange={(event) => onEmailChange(event.currentTarget.value)}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        required
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
      />
    </>
  )
}
