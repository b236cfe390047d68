import { useState, type FormEvent } from 'react'
import { Button, Stack, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { registerOtpMutation } from '@/client/@tanstack/react-query.gen'
import { COMPANY_ID, userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { showProblem } from '@/features/registration/show-problem'
import { StepHeading } from '@/features/registration/step-heading'

export interface OtpContact {
  name: string
  email: string
  mobile: string
}

interface RequestOtpStepProps {
  initial: OtpContact
  onSent: (contact: OtpContact) => void
}

/** Step 1: the code goes to the email and the mobile at once. */
export function RequestOtpStep({ initial, onSent }: RequestOtpStepProps) {
  const [name, setName] = useState(initial.name)
  const [email, setEmail] = useState(initial.email)
  const [mobile, setMobile] = useState(initial.mobile)

  const requestOtp = useMutation({
    // The server's 400 names each bad field in words; the generated check would stop the request
    // and leave the member with only the fallback.
    ...registerOtpMutation({ client: userClient, requestValidator: undefined }),
    onSuccess: (response, { body }) => {
      notifySuccess(response.message)
      onSent({ name: body.name, email: body.email, mobile: body.mobile })
    },
    onError: (error) => notifyError(error, 'Failed to send OTP'),
  })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (requestOtp.isPending) return
    const contact = { name: name.trim(), email: email.trim(), mobile: mobile.trim() }
    if (!contact.name || !contact.email || !contact.mobile) {
      showProblem('Please fill in Name, Email, and Mobile to request OTP.')
      return
    }
    if (!COMPANY_ID) {
      showProblem('Company ID is not configured. Please contact support.')
      return
    }
    requestOtp.mutate({ body: { companyId: COMPANY_ID, ...contact } })
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <StepHeading step={1} title="Request OTP" />
        <TextInput
          label="Name"
          autoComplete="name"
          placeholder="Your full name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label="Mobile"
          type="tel"
          autoComplete="tel"
          inputMode="numeric"
          placeholder="10-digit mobile number"
          required
          value={mobile}
          onChange={(event) => setMobile(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={requestOtp.isPending}>
          {requestOtp.isPending ? 'Sending OTP...' : 'Request OTP'}
        </Button>
      </Stack>
    </form>
  )
}
