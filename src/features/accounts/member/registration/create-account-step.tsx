import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core'
import { revalidateLogic } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { registerMutation } from '@/client/@tanstack/react-query.gen'
import type { Gender, RegisterRequest } from '@/client/types.gen'
import { vGender, vPincode } from '@/client/valibot.gen'
import { COMPANY_ID, userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { todayISO } from '@/features/accounts/person-rules'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { matches, rule } from '@/ui/form/rules'
import { enumLabel } from '@/ui/format'
import { newPasswordRules, validBirthDate, validName, validNewPassword, validOtp } from '@/features/accounts/field-rules'
import type { OtpContact } from '@/features/accounts/member/registration/request-otp-step'
import { ResendOtp } from '@/features/accounts/member/registration/resend-otp'
import { StepHeading } from '@/features/accounts/member/registration/step-heading'
import { getLocale } from '@/lib/message-locale'

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

const GENDERS = [{ value: '', label: 'Select gender', disabled: true }, ...vGender.options.map((gender) => ({ value: gender, label: enumLabel(gender) }))]

const validPincode = rule(vPincode, 'Pincode must be 6 digits, not starting with 0.')

/** 'A', 'A and B', 'A, B, and C': the same wording as the OTP step's message. */
function listFields(labels: string[]): string {
  if (labels.length < 3) return labels.join(' and ')
  return `${labels.slice(0, -1).join(', ')}, and ${labels[labels.length - 1]}`
}

/** The form-wide problem, in the order the spec lists the rules; each field's format is its own. */
function problemWith(fields: AccountFields): string | undefined {
  if (!fields.otp.trim()) return 'Please enter the OTP.'
  const missing = REQUIRED.filter(({ key }) => !fields[key].trim()).map(({ label }) => label)
  if (missing.length > 0) return `Please fill in ${listFields(missing)}.`
  if (!COMPANY_ID) return 'Company ID is not configured. Please contact support.'
  return undefined
}

/** The registration payload with its empty values dropped; gender and pincode go too. */
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
    // The account's email and SMS go in the language the member registered in.
    language: getLocale(),
  }
}

interface CreateAccountStepProps {
  contact: OtpContact
  /** The referrer's Member ID from the share link, filled in (and still editable). */
  referralCode?: string
  onBack: () => void
}

/** Step 2. Email and mobile are the ones the code went to, so they are changed on step 1. */
export function CreateAccountStep({ contact, referralCode = '', onBack }: CreateAccountStepProps) {
  const navigate = useNavigate()

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

  const form = useAppForm({
    defaultValues: {
      name: contact.name,
      otp: '',
      dateOfBirth: '',
      pincode: '',
      gender: '',
      referralCode,
      password: '',
      confirmPassword: '',
    } as AccountFields,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => problemWith(value) },
    onSubmit: ({ value }) => untilSettled(register.mutateAsync({ body: registrationBody(contact, value) })),
  })

  return (
    <form.AppForm>
      <form.Form>
        <form.ProblemToast />
        <Stack gap="md">
          <StepHeading step={2} title="Create Account" />
          <Text size="sm" c="dimmed">
            We sent a code to your email and mobile. To change them, go back to the OTP request.
          </Text>
          <form.AppField name="name" validators={{ onBlur: validName }}>
            {(field) => <field.TextField label="Name" autoComplete="name" required />}
          </form.AppField>
          <TextInput label="Mobile" type="tel" autoComplete="tel" required readOnly variant="filled" value={contact.mobile} />
          <TextInput label="Email" type="email" autoComplete="email" required readOnly variant="filled" value={contact.email} />
          <Stack gap={4}>
            <form.AppField name="otp" validators={{ onBlur: validOtp }}>
              {(field) => <field.TextField label="OTP" autoComplete="one-time-code" inputMode="numeric" placeholder="6-digit code" maxLength={6} required />}
            </form.AppField>
            <Group justify="flex-end">
              <ResendOtp contact={contact} />
            </Group>
          </Stack>
          <form.AppField name="dateOfBirth" validators={{ onBlur: validBirthDate }}>
            {(field) => <field.TextField label="Date of Birth" type="date" autoComplete="bday" max={todayISO()} required />}
          </form.AppField>
          <Group grow align="flex-start" gap="sm" wrap="nowrap">
            <form.AppField name="pincode" validators={{ onBlur: validPincode }}>
              {(field) => <field.TextField label="Pincode" autoComplete="postal-code" inputMode="numeric" placeholder="6 digits" maxLength={6} required />}
            </form.AppField>
            <form.AppField name="gender">{(field) => <field.SelectField label="Gender" required data={GENDERS} />}</form.AppField>
          </Group>
          <form.AppField name="referralCode">
            {(field) => <field.TextField label="Member ID" description="Optional: the Member ID of the person who referred you" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="password" validators={{ onBlur: validNewPassword }}>
            {(field) => <field.PasswordField label="Password" description={newPasswordRules()} autoComplete="new-password" required />}
          </form.AppField>
          <form.AppField name="confirmPassword" validators={{ onBlur: matches('password', 'Passwords do not match!'), onBlurListenTo: ['password'] }}>
            {(field) => <field.PasswordField label="Confirm Password" autoComplete="new-password" required />}
          </form.AppField>
          <form.SubmitButton label="Create Account" pendingLabel="Creating Account..." fullWidth size="md" />
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={onBack}>
              Back to OTP Request
            </Anchor>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
