import { useState, type FormEvent } from 'react'
import { Button, Stack, TextInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { superadminLoginVerifyMutation } from '@/client/@tanstack/react-query.gen'
import { superadminLoginOtp } from '@/client/sdk.gen'
import { adminClient } from '@/lib/api-client'
import { startConsoleSession } from '@/lib/auth-storage'
import { notifyError, notifySuccess } from '@/lib/notify'
import { OtpStep } from '@/features/superadmin-login/otp-step'

const OTP_PATTERN = /^\d{6}$/

/**
 * The super admin login at `/superadmin/login` (SPEC sections 2 and 4): 'Get OTP' sends a code to
 * the email, then the same form asks for the code under a 02:59 countdown and reads 'Login'. The
 * countdown running out, or either call failing, closes the code step again.
 */
export function SuperadminLoginForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  /** The address the code went to; set while the code step is open. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null)

  function closeOtpStep() {
    setCodeSentTo(null)
    setOtp('')
  }

  const requestCode = useMutation({
    // A GET in the contract, so no mutation is generated; the server's 400 says what is wrong in
    // words, which the generated request check would replace with the fallback.
    mutationFn: async (to: string) => {
      const { data } = await superadminLoginOtp({ client: adminClient, query: { email: to }, requestValidator: undefined, throwOnError: true })
      return data
    },
    onSuccess: (response, to) => {
      notifySuccess(response.message)
      setOtp('')
      setCodeSentTo(to)
    },
    onError: (error) => {
      closeOtpStep()
      notifyError(error, 'Failed to send OTP')
    },
  })

  const login = useMutation({
    ...superadminLoginVerifyMutation({ client: adminClient, requestValidator: undefined }),
    onSuccess: async (response) => {
      queryClient.removeQueries()
      startConsoleSession(response.data.token)
      notifySuccess(response.message)
      await navigate({ to: '/superadmin/dashboard', replace: true })
    },
    onError: (error) => {
      closeOtpStep()
      notifyError(error, 'Failed to login')
    },
  })

  const otpStep = codeSentTo !== null
  const busy = requestCode.isPending || login.isPending
  const incomplete = otpStep ? !OTP_PATTERN.test(otp) : email.trim() === ''

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (incomplete || busy) return
    if (codeSentTo === null) requestCode.mutate(email.trim())
    else login.mutate({ body: { email: codeSentTo, otp } })
  }

  let label = otpStep ? 'Login' : 'Get OTP'
  if (requestCode.isPending) label = 'Sending OTP...'
  if (login.isPending) label = 'Logging in...'

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="superadmin@example.com"
          required
          readOnly={otpStep || requestCode.isPending}
          variant={otpStep ? 'filled' : 'default'}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {otpStep && <OtpStep otp={otp} onOtpChange={setOtp} onExpire={closeOtpStep} onChangeEmail={closeOtpStep} />}
        <Button type="submit" fullWidth size="md" disabled={incomplete || busy}>
          {label}
        </Button>
      </Stack>
    </form>
  )
}
