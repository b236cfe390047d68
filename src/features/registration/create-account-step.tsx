import { useState, type FormEvent } from 'react'
import { Anchor, Button, Group, NativeSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { registerMutation } from '@/client/@tanstack/react-query.gen'
import type { Gender, RegisterRequest } from '@/client/types.gen'
import { COMPANY_ID, userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import type { OtpContact } from '@/features/registration/request-otp-step'
import { listFields, showProblem } from '@/features/registration/show-problem'
import { StepHeading } from '@/features/registration/step-heading'
import { birthDateProblem, nameProblem, todayISO } from '@/lib/person-rules'

interface AccountFields {
  name: string
  otp: string
  dateOfBirth: string
  pincode: string
  gender: Gender | ''
  referralCode: string
  password: string
  confirmPassword: string
}

/** Every field but the Member ID is required; the labels say which one is missing. */
const REQUIRED: { key: keyof AccountFields; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'dateOfBirth', label: 'Date of Birth' },
  { key: 'pincode', label: 'Pincode' },
  { key: 'gender', label: 'Gender' },
  { key: 'password', label: 'Password' },
  { key: 'confirmPassword', label: 'Confirm Password' },
]

const GENDERS = [
  { value: '', label: 'Select gender', disabled: true },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
]


/** The first problem with the form, in the order the SPEC lists the rules, or null. */
function problemWith(fields: AccountFields): string | null {
  if (!fields.otp.trim()) return 'Please enter the OTP.'
  const missing = REQUIRED.filter(({ key }) => !fields[key].trim()).map(({ label }) => label)
  if (missing.length > 0) return `Please fill in ${listFields(missing)}.`
  const person = nameProblem(fields.name) ?? birthDateProblem(fields.dateOfBirth)
  if (person) return person
  if (fields.password !== fields.confirmPassword) return 'Passwords do not match!'
  return null
}

/** The registration payload with its empty values dropped (SPEC section 3); gender and pincode go too. */
function registrationBody(contact: OtpContact, fields: AccountFields): RegisterRequest {
  const referralCode = fields.referralCode.trim()
  return {
    companyId: COMPANY_ID,
    name: fields.name.trim(),
    mobile: contact.mobile,
    email: contact.email,
    otp: fields.otp.trim(),
    dateOfBirth: fields.dateOfBirth,
    pincode: fields.pincode.trim(),
    gender: fields.gender || undefined,
    ...(referralCode ? { referralCode } : {}),
    password: fields.password,
  }
}

interface CreateAccountStepProps {
  contact: OtpContact
  onBack: () => void
}

/** Step 2. Email and mobile are the ones the code went to, so they are changed on step 1. */
export function CreateAccountStep({ contact, onBack }: CreateAccountStepProps) {
  const navigate = useNavigate()
  const [fields, setFields] = useState<AccountFields>({
    name: contact.name,
    otp: '',
    dateOfBirth: '',
    pincode: '',
    gender: '',
    referralCode: '',
    password: '',
    confirmPassword: '',
  })

  const register = useMutation({
    // The server's 400 names each bad field in words (see the OTP step).
    ...registerMutation({ client: userClient, requestValidator: undefined }),
    onSuccess: async (response) => {
      notifySuccess(response.message)
      await navigate({ to: '/' })
    },
    onError: (error) => {
      console.error('Registration request failed', error)
      notifyError(error, 'Failed to register a user')
    },
  })

  function set<K extends keyof AccountFields>(key: K, value: AccountFields[K]) {
    setFields((current) => ({ ...current, [key]: value }))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (register.isPending) return
    const problem = problemWith(fields)
    if (problem) {
      showProblem(problem)
      return
    }
    if (!COMPANY_ID) {
      showProblem('Company ID is not configured. Please contact support.')
      return
    }
    register.mutate({ body: registrationBody(contact, fields) })
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <StepHeading step={2} title="Create Account" />
        <Text size="sm" c="dimmed">
          We sent a code to your email and mobile. To change them, go back to the OTP request.
        </Text>
        <TextInput label="Name" autoComplete="name" required value={fields.name} onChange={(event) => set('name', event.currentTarget.value)} />
        <TextInput label="Mobile" type="tel" autoComplete="tel" required readOnly variant="filled" value={contact.mobile} />
        <TextInput label="Email" type="email" autoComplete="email" required readOnly variant="filled" value={contact.email} />
        <TextInput
          label="OTP"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="6-digit code"
          maxLength={6}
          required
          value={fields.otp}
          onChange={(event) => set('otp', event.currentTarget.value)}
        />
        <TextInput
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          max={todayISO()}
          required
          value={fields.dateOfBirth}
          onChange={(event) => set('dateOfBirth', event.currentTarget.value)}
        />
        <Group grow align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label="Pincode"
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="6 digits"
            maxLength={6}
            required
            value={fields.pincode}
            onChange={(event) => set('pincode', event.currentTarget.value)}
          />
          <NativeSelect
            label="Gender"
            required
            data={GENDERS}
            value={fields.gender}
            onChange={(event) => set('gender', event.currentTarget.value as Gender)}
          />
        </Group>
        <TextInput
          label="Member ID"
          description="Optional: the Member ID of the person who referred you"
          autoComplete="off"
          value={fields.referralCode}
          onChange={(event) => set('referralCode', event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={(event) => set('password', event.currentTarget.value)}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          value={fields.confirmPassword}
          onChange={(event) => set('confirmPassword', event.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={register.isPending}>
          {register.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to OTP Request
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
