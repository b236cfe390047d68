import { useState, type FormEvent } from 'react'
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { forgotPasswordMutation, forgotPasswordOtpMutation } from '@/client/@tanstack/react-query.gen'
import { COMPANY_ID, userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'

function showProblem(message: string): void {
  notifications.show({ message, color: 'red' })
}

/**
 * Forgot password at `/fogot-password` (SPEC sections 2, 4 and 5): ask for a code by email, then
 * set a new password with it.
 */
export function PasswordResetForm() {
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)
  const [otp, setOtp] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirmNewPassword, setConfirmNewPassword] = useState('')

  // The server's 400 names each bad field in words; the generated check would stop the request
  // and leave the member with only the fallback.
  const sendCode = useMutation({
    ...forgotPasswordOtpMutation({ client: userClient, requestValidator: undefined }),
    onSuccess: (response, { body }) => {
      notifySuccess(response.message)
      setCodeSentTo(body.user)
    },
    onError: (error) => notifyError(error, 'Failed to send otp'),
  })

  const reset = useMutation({
    ...forgotPasswordMutation({ client: userClient, requestValidator: undefined }),
    onSuccess: async (response) => {
      notifySuccess(response.message)
      await navigate({ to: '/' })
    },
    onError: (error) => notifyError(error, 'Failed to updated password'),
  })

  function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sendCode.isPending) return
    const user = email.trim()
    if (!user || !COMPANY_ID) {
      showProblem('Please enter your email address.')
      return
    }
    sendCode.mutate({ body: { companyId: COMPANY_ID, user } })
  }

  function resetPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (reset.isPending || codeSentTo === null) return
    if (!otp.trim() || !newPassword.trim() || !confirmNewPassword.trim()) {
      showProblem('Please fill in all fields.')
      return
    }
    if (newPassword !== confirmNewPassword) {
      showProblem('New passwords do not match.')
      return
    }
    reset.mutate({ body: { companyId: COMPANY_ID, user: codeSentTo, otp: otp.trim(), password: newPassword } })
  }

  function changeEmail() {
    setOtp('')
    setNewPassword('')
    setConfirmNewPassword('')
    setCodeSentTo(null)
  }

  const backToLogin = (
    <Group justify="center">
      <Anchor component={Link} to="/" size="sm">
        Back to Login
      </Anchor>
    </Group>
  )

  if (codeSentTo === null) {
    return (
      <form onSubmit={requestCode} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enter the email of your account and we will send you a code to reset your password.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" fullWidth size="md" disabled={sendCode.isPending || email === ''}>
            {sendCode.isPending ? 'Sending Code...' : 'Send Code'}
          </Button>
          {backToLogin}
        </Stack>
      </form>
    )
  }

  const incomplete = otp === '' || newPassword === '' || confirmNewPassword === ''

  return (
    <form onSubmit={resetPassword} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the code we sent to {codeSentTo} and choose a new password.
        </Text>
        <TextInput
          label="OTP"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="6-digit code"
          maxLength={6}
          required
          value={otp}
          onChange={(event) => setOtp(event.currentTarget.value)}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          value={confirmNewPassword}
          onChange={(event) => setConfirmNewPassword(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={reset.isPending || incomplete}>
          {reset.isPending ? 'Resetting Password...' : 'Reset Password'}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/" size="sm">
            Back to Login
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={changeEmail}>
            Resend Code or Change Email
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
