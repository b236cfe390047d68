import { Stack } from '@mantine/core'
import { revalidateLogic } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { registerOtpMutation } from '@/client/@tanstack/react-query.gen'
import { COMPANY_ID, userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { validEmail, validMobile, validName } from '@/features/accounts/field-rules'
import { StepHeading } from '@/features/accounts/member/registration/step-heading'
import { getLocale } from '@/lib/message-locale'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

export interface OtpContact {
  name: string
  email: string
  mobile: string
}

function trimmed(contact: OtpContact): OtpContact {
  return { name: contact.name.trim(), email: contact.email.trim(), mobile: contact.mobile.trim() }
}

/** The form-wide problem, in the spec's order: the three fields, then the build's company id. */
function problemWith(contact: OtpContact): string | undefined {
  const { name, email, mobile } = trimmed(contact)
  if (!name || !email || !mobile) return m.register_contact_missing()
  if (!COMPANY_ID) return m.error_company_not_configured()
  return undefined
}

/** Sends the code to the contact's email and mobile, in the language on screen; step 1 and step 2's 'Resend OTP' both do. */
export function useSendRegistrationOtp(onSent: (contact: OtpContact) => void) {
  const mutation = useMutation({
    // The server's 400 names each bad field in words; the generated check would stop the request
    // and leave the member with only the fallback.
    ...registerOtpMutation({ client: userClient, requestValidator: undefined }),
    onSuccess: (response, { body }) => {
      notifySuccess(response.message, m.done_register_otp_sent)
      onSent({ name: body.name, email: body.email, mobile: body.mobile })
    },
    onError: (error) => notifyError(error, m.superadmin_otp_failed()),
  })
  return { isPending: mutation.isPending, send: (contact: OtpContact) => mutation.mutateAsync({ body: { companyId: COMPANY_ID, ...contact, language: getLocale() } }) }
}

interface RequestOtpStepProps {
  initial: OtpContact
  onSent: (contact: OtpContact) => void
}

/** Step 1: the code goes to the email and the mobile at once. */
export function RequestOtpStep({ initial, onSent }: RequestOtpStepProps) {
  useLocale()
  const requestOtp = useSendRegistrationOtp(onSent)

  const form = useAppForm({
    defaultValues: initial,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => problemWith(value) },
    onSubmit: ({ value }) => untilSettled(requestOtp.send(trimmed(value))),
  })

  return (
    <form.AppForm>
      <form.Form>
        <form.ProblemToast />
        <Stack gap="md">
          <StepHeading step={1} title={m.register_request_otp()} />
          <form.AppField name="name" validators={{ onBlur: validName }}>
            {(field) => <field.TextField label={m.register_name()} autoComplete="name" placeholder={m.register_name_placeholder()} required />}
          </form.AppField>
          <form.AppField name="email" validators={{ onBlur: validEmail }}>
            {(field) => <field.TextField label={m.credentials_email()} type="email" autoComplete="email" placeholder="you@example.com" required />}
          </form.AppField>
          <form.AppField name="mobile" validators={{ onBlur: validMobile }}>
            {(field) => <field.TextField label={m.register_mobile()} type="tel" autoComplete="tel" inputMode="numeric" placeholder={m.register_mobile_placeholder()} required />}
          </form.AppField>
          <form.SubmitButton label={m.register_request_otp()} pendingLabel={m.superadmin_sending_otp()} fullWidth size="md" />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
