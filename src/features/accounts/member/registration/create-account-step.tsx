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
import { newPasswordRules, validBirthDate, validName, validNewPassword, validOtp } from '@/features/accounts/field-rules'
import type { OtpContact } from '@/features/accounts/member/registration/request-otp-step'
import { ResendOtp } from '@/features/accounts/member/registration/resend-otp'
import { StepHeading } from '@/features/accounts/member/registration/step-heading'
import { getLocale } from '@/lib/message-locale'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

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
const REQUIRED: { key: keyof AccountFields; label: () => string }[] = [
  { key: 'name', label: m.register_name },
  { key: 'dateOfBirth', label: m.register_date_of_birth },
  { key: 'pincode', label: m.register_pincode },
  { key: 'gender', label: m.register_gender },
  { key: 'password', label: m.credentials_password },
  { key: 'confirmPassword', label: m.register_confirm_password },
]

const GENDER_LABELS: Record<Gender, () => string> = { male: m.register_gender_male, female: m.register_gender_female, other: m.register_gender_other }

/** The gender choices in the language of the moment. */
function genders() {
  return [{ value: '', label: m.register_gender_select(), disabled: true }, ...vGender.options.map((gender) => ({ value: gender, label: GENDER_LABELS[gender]() }))]
}

const validPincode = rule(vPincode, m.register_pincode_invalid)

/** 'A', 'A and B', 'A, B, and C': the same wording as the OTP step's message. */
function listFields(labels: string[]): string {
  if (labels.length < 2) return labels.join('')
  if (labels.length === 2) return m.register_list_two({ first: labels[0], second: labels[1] })
  return m.register_list_many({ items: labels.slice(0, -1).join(', '), last: labels[labels.length - 1] })
}

/** The form-wide problem, in the order the spec lists the rules; each field's format is its own. */
function problemWith(fields: AccountFields): string | undefined {
  if (!fields.otp.trim()) return m.register_otp_missing()
  const missing = REQUIRED.filter(({ key }) => !fields[key].trim()).map(({ label }) => label())
  if (missing.length > 0) return m.register_fill_in({ fields: listFields(missing) })
  if (!COMPANY_ID) return m.error_company_not_configured()
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
  useLocale()
  const navigate = useNavigate()

  const register = useMutation({
    // The server's 400 names each bad field in words (see the OTP step).
    ...registerMutation({ client: userClient, requestValidator: undefined }),
    onSuccess: async (response) => {
      notifySuccess(response.message, m.done_registered)
      // The login asks for the email just registered: it is filled in, only the password is left.
      await navigate({ to: '/', state: { registeredEmail: contact.email } })
    },
    onError: (error) => {
      console.error('Registration request failed', error)
      notifyError(error, m.register_failed())
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
          <StepHeading step={2} title={m.register_create_account()} />
          <Text size="sm" c="dimmed">
            {m.register_code_sent_note()}
          </Text>
          <form.AppField name="name" validators={{ onBlur: validName }}>
            {(field) => <field.TextField label={m.register_name()} autoComplete="name" required />}
          </form.AppField>
          <TextInput label={m.register_mobile()} type="tel" autoComplete="tel" required readOnly variant="filled" value={contact.mobile} />
          <TextInput label={m.credentials_email()} type="email" autoComplete="email" required readOnly variant="filled" value={contact.email} />
          <Stack gap={4}>
            <form.AppField name="otp" validators={{ onBlur: validOtp }}>
              {(field) => (
                <field.TextField label={m.otp_label()} autoComplete="one-time-code" inputMode="numeric" placeholder={m.register_otp_placeholder()} maxLength={6} required />
              )}
            </form.AppField>
            <Group justify="flex-end">
              <ResendOtp contact={contact} />
            </Group>
          </Stack>
          <form.AppField name="dateOfBirth" validators={{ onBlur: validBirthDate }}>
            {(field) => <field.TextField label={m.register_date_of_birth()} type="date" autoComplete="bday" max={todayISO()} required />}
          </form.AppField>
          <Group grow align="flex-start" gap="sm" wrap="nowrap">
            <form.AppField name="pincode" validators={{ onBlur: validPincode }}>
              {(field) => (
                <field.TextField
                  label={m.register_pincode()}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  placeholder={m.register_pincode_placeholder()}
                  maxLength={6}
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="gender">{(field) => <field.SelectField label={m.register_gender()} required data={genders()} />}</form.AppField>
          </Group>
          <form.AppField name="referralCode">
            {(field) => <field.TextField label={m.profile_member_id()} description={m.register_member_id_description()} autoComplete="off" />}
          </form.AppField>
          <form.AppField name="password" validators={{ onBlur: validNewPassword }}>
            {(field) => <field.PasswordField label={m.credentials_password()} description={newPasswordRules()} autoComplete="new-password" required />}
          </form.AppField>
          <form.AppField name="confirmPassword" validators={{ onBlur: matches('password', m.register_passwords_mismatch), onBlurListenTo: ['password'] }}>
            {(field) => <field.PasswordField label={m.register_confirm_password()} autoComplete="new-password" required />}
          </form.AppField>
          <form.SubmitButton label={m.register_create_account()} pendingLabel={m.register_creating_account()} fullWidth size="md" />
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={onBack}>
              {m.register_back_to_otp()}
            </Anchor>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
