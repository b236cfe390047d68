import { useRef } from 'react'
import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useStore } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { sendMobileChangeOtpMutation, updateProfileMutation } from '@/client/@tanstack/react-query.gen'
import { urlSearchParamsBodySerializer } from '@/client/client'
import type { Media, UpdateProfileRequest, UserProfile } from '@/client/types.gen'
import { vMobile, vOtp } from '@/client/valibot.gen'
import { userClient } from '@/lib/api-client'
import { CopyValueButton } from '@/ui/copy-value-button'
import { useLocale } from '@/lib/locale'
import { errorCodeOf, notifyError, notifySuccess } from '@/lib/notify'
import { m } from '@/paraglide/messages'
import { profileQueryOptions } from '@/features/accounts/profile-query'
import { todayISO } from '@/features/accounts/person-rules'
import { PICTURE_LIMITS } from '@/lib/upload-limits'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { required } from '@/ui/form/rules'
import { validBirthDate, validMobile, validName } from '@/features/accounts/field-rules'
import { AvatarUpload } from '@/features/accounts/member/profile/avatar-upload'
import { aadhaarProblem } from '@/shared/aadhaar'

interface ProfileFields {
  name: string
  mobile: string
  /** The code sent to a new mobile number; only asked for when the number changes. */
  mobileOtp: string
  dateOfBirth: string
  kycDocumentNumber: string
  /** The current password, which every save proves. */
  password: string
  /** A picture uploaded since the last save; the profile keeps it only when saved. */
  picture: Media | null
}

/** People write Aadhaar numbers in groups of four; the contract takes the digits only. */
const aadhaarDigits = (typed: string) => typed.replace(/\s+/g, '')

/** The masked number the profile shows (XXXXXXXX1234): left as it is, it keeps the saved one. */
const MASKED = /^X{8}\d{4}$/

/**
 * What is wrong with the Aadhaar number typed, in words: not 12 digits (the contract's message), or
 * 12 digits whose check digit does not match, which the server refuses too (the same rule,
 * src/shared/aadhaar.ts). Empty and the masked number pass: they change nothing.
 */
function aadhaarMessage(typed: string): string | undefined {
  const digits = aadhaarDigits(typed)
  if (digits === '' || MASKED.test(digits)) return undefined
  const problem = aadhaarProblem(digits)
  if (problem === 'FORMAT') return m.error_aadhaar_invalid()
  if (problem === 'CHECKSUM') return m.after_aadhaar_checksum()
  return undefined
}

/** The profile payload: empty and null fields dropped, the password always sent. */
function profileBody(profile: UserProfile, fields: ProfileFields): UpdateProfileRequest {
  const optional = {
    name: fields.name.trim(),
    email: profile.email,
    mobile: fields.mobile.trim(),
    mobileOtp: fields.mobile.trim() !== profile.mobile ? fields.mobileOtp.trim() : undefined,
    referralCode: profile.referralCode,
    dateOfBirth: fields.dateOfBirth,
    profileImageId: fields.picture?.id,
    kycDocumentNumber: aadhaarDigits(fields.kycDocumentNumber),
  }
  const kept = Object.fromEntries(Object.entries(optional).filter(([, value]) => value)) as Omit<UpdateProfileRequest, 'password'>
  return { ...kept, password: fields.password }
}

/** Profile edits; every save proves the current password. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  useLocale()
  const queryClient = useQueryClient()

  const save = useMutation({
    ...updateProfileMutation({
      client: userClient,
      // The profile goes form-urlencoded. The server's 400 names each bad field in
      // words, so the generated check does not stop the request first.
      ...urlSearchParamsBodySerializer,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      requestValidator: undefined,
    }),
    onSuccess: (response) => {
      notifySuccess(response.message, m.done_profile_updated)
      // The answer is the saved profile: the sidebar's name and picture change with it.
      queryClient.setQueryData(profileQueryOptions.queryKey, response)
      // The full Aadhaar number does not stay on screen once saved: the server's masked one replaces it.
      form.setFieldValue('mobile', response.data.mobile)
      form.setFieldValue('kycDocumentNumber', response.data.kycDocumentNumber ?? '')
      for (const key of ['mobileOtp', 'password', 'picture'] as const) form.resetField(key)
      sendCode.reset()
    },
    onError: (error, { body }) => {
      // The server refused the Aadhaar number: said under the field, in words that name the problem.
      if (errorCodeOf(error) === 'AADHAAR_INVALID' && body.kycDocumentNumber) {
        refusedAadhaar.current = body.kycDocumentNumber
        void form.validateField('kycDocumentNumber', 'blur')
        return
      }
      notifyError(error, m.profile_update_failed())
    },
  })
  /** The Aadhaar number the server last refused, while it is still the one in the field. */
  const refusedAadhaar = useRef<string | null>(null)
  const checkAadhaar = ({ value }: { value: string }) => {
    const message = aadhaarMessage(value)
    if (message) return message
    // The server's rule is the same, so this is rare: its words follow what is wrong, as above.
    if (refusedAadhaar.current !== null && aadhaarDigits(value) === refusedAadhaar.current) return m.error_aadhaar_invalid()
    return undefined
  }

  const sendCode = useMutation({
    ...sendMobileChangeOtpMutation({ client: userClient }),
    onSuccess: () => notifySuccess(m.profile_otp_sent()),
    onError: (error) => notifyError(error, m.superadmin_otp_failed()),
  })
  const codeSentTo = sendCode.isSuccess ? sendCode.variables?.body.mobile : undefined

  const form = useAppForm({
    defaultValues: {
      name: profile.name,
      mobile: profile.mobile,
      mobileOtp: '',
      dateOfBirth: profile.dateOfBirth ?? '',
      kycDocumentNumber: profile.kycDocumentNumber ?? '',
      password: '',
      picture: null,
    } as ProfileFields,
    onSubmit: ({ value }) => untilSettled(save.mutateAsync({ body: profileBody(profile, value) })),
  })

  const mobile = useStore(form.store, (state) => state.values.mobile.trim())
  const name = useStore(form.store, (state) => state.values.name)
  const picture = useStore(form.store, (state) => state.values.picture)
  // A new number is saved only with the code sent to it (the server refuses it otherwise).
  const mobileChanged = mobile !== profile.mobile

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form.AppForm>
        <form.Form>
          <Stack gap="xl">
            <Group gap="lg" wrap="wrap">
              <form.Field name="picture">
                {(field) => <AvatarUpload name={name || profile.name} imageUrl={field.state.value?.url ?? profile.profileImage?.url ?? null} onUploaded={field.handleChange} />}
              </form.Field>
              <Stack gap={4} style={{ flex: '1 1 200px' }}>
                <Text fw={600}>{m.profile_picture_heading()}</Text>
                <Text size="sm" c="dimmed">
                  {picture ? m.profile_picture_new() : m.profile_picture_hint({ limits: PICTURE_LIMITS() })}
                </Text>
              </Stack>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <form.AppField name="name" validators={{ onBlur: validName }}>
                {(field) => <field.TextField label={m.profile_name()} autoComplete="name" />}
              </form.AppField>
              <TextInput label={m.credentials_email()} type="email" autoComplete="email" readOnly variant="filled" value={profile.email} />
              <form.AppField name="mobile" validators={{ onBlur: validMobile }}>
                {(field) => (
                  <field.TextField
                    label={m.profile_mobile()}
                    type="tel"
                    autoComplete="tel"
                    inputMode="numeric"
                    description={mobileChanged ? m.profile_mobile_change_hint() : undefined}
                  />
                )}
              </form.AppField>
              {mobileChanged && (
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <form.AppField
                    name="mobileOtp"
                    validators={{
                      onSubmit: ({ value, fieldApi }) =>
                        fieldApi.form.getFieldValue('mobile').trim() === profile.mobile || v.is(vOtp, value.trim()) ? undefined : m.profile_otp_required(),
                    }}
                  >
                    {(field) => (
                      <field.TextField
                        label={m.profile_mobile_otp()}
                        autoComplete="one-time-code"
                        inputMode="numeric"
                        maxLength={6}
                        placeholder={m.profile_otp_placeholder()}
                        style={{ flex: 1 }}
                      />
                    )}
                  </form.AppField>
                  <Button variant="light" mt={25} disabled={sendCode.isPending || !v.is(vMobile, mobile)} onClick={() => sendCode.mutate({ body: { mobile } })}>
                    {sendCode.isPending ? m.profile_sending() : codeSentTo === mobile ? m.profile_resend_otp() : m.profile_send_otp()}
                  </Button>
                </Group>
              )}
              <form.AppField name="dateOfBirth" validators={{ onBlur: validBirthDate }}>
                {(field) => <field.TextField label={m.profile_dob()} type="date" autoComplete="bday" max={todayISO()} />}
              </form.AppField>
              <form.AppField name="kycDocumentNumber" validators={{ onBlur: checkAadhaar }}>
                {(field) => <field.TextField label={m.profile_aadhaar()} autoComplete="off" placeholder={m.profile_aadhaar_placeholder()} />}
              </form.AppField>
              <TextInput
                label={m.profile_member_id()}
                readOnly
                variant="filled"
                value={profile.referralCode}
                rightSection={<CopyValueButton value={profile.referralCode} label={m.profile_member_id()} successMessage={m.profile_member_id_copied()} />}
              />
            </SimpleGrid>
            <Divider />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <form.AppField name="password" validators={{ onSubmit: required(m.profile_password_required) }}>
                {(field) => <field.PasswordField label={m.profile_current_password()} autoComplete="current-password" description={m.profile_password_hint()} required />}
              </form.AppField>
              <Group justify="flex-end" align="flex-end">
                <form.SubmitButton label={m.profile_save()} pendingLabel={m.profile_saving()} size="md" w={{ base: '100%', sm: 'auto' }} />
              </Group>
            </SimpleGrid>
          </Stack>
        </form.Form>
      </form.AppForm>
    </Paper>
  )
}
