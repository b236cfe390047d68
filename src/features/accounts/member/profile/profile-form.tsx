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
import { notifyError, notifySuccess } from '@/lib/notify'
import { profileQueryOptions } from '@/features/accounts/profile-query'
import { todayISO } from '@/features/accounts/person-rules'
import { PICTURE_LIMITS } from '@/lib/upload-limits'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { required } from '@/ui/form/rules'
import { validBirthDate, validMobile, validName } from '@/features/accounts/field-rules'
import { AvatarUpload } from '@/features/accounts/member/profile/avatar-upload'

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
    // People write Aadhaar numbers in groups of four; the contract takes the digits only.
    kycDocumentNumber: fields.kycDocumentNumber.replace(/\s+/g, ''),
  }
  const kept = Object.fromEntries(Object.entries(optional).filter(([, value]) => value)) as Omit<UpdateProfileRequest, 'password'>
  return { ...kept, password: fields.password }
}

/** Profile edits; every save proves the current password. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
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
      notifySuccess(response.message)
      // The answer is the saved profile: the sidebar's name and picture change with it.
      queryClient.setQueryData(profileQueryOptions.queryKey, response)
      // The full Aadhaar number does not stay on screen once saved: the server's masked one replaces it.
      form.setFieldValue('mobile', response.data.mobile)
      form.setFieldValue('kycDocumentNumber', response.data.kycDocumentNumber ?? '')
      for (const key of ['mobileOtp', 'password', 'picture'] as const) form.resetField(key)
      sendCode.reset()
    },
    onError: (error) => notifyError(error, 'Failed to update profile'),
  })

  const sendCode = useMutation({
    ...sendMobileChangeOtpMutation({ client: userClient }),
    onSuccess: () => notifySuccess('OTP sent to your new mobile number.'),
    onError: (error) => notifyError(error, 'Failed to send OTP'),
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
                <Text fw={600}>Profile picture</Text>
                <Text size="sm" c="dimmed">
                  {picture ? 'New picture uploaded. Save Changes to keep it.' : `Click the picture to upload a new one (image files only: ${PICTURE_LIMITS}).`}
                </Text>
              </Stack>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <form.AppField name="name" validators={{ onBlur: validName }}>
                {(field) => <field.TextField label="Name" autoComplete="name" />}
              </form.AppField>
              <TextInput label="Email" type="email" autoComplete="email" readOnly variant="filled" value={profile.email} />
              <form.AppField name="mobile" validators={{ onBlur: validMobile }}>
                {(field) => (
                  <field.TextField
                    label="Mobile"
                    type="tel"
                    autoComplete="tel"
                    inputMode="numeric"
                    description={mobileChanged ? 'A new number is confirmed with a code sent to it.' : undefined}
                  />
                )}
              </form.AppField>
              {mobileChanged && (
                <Group gap="xs" align="flex-start" wrap="nowrap">
                  <form.AppField
                    name="mobileOtp"
                    validators={{
                      onSubmit: ({ value, fieldApi }) =>
                        fieldApi.form.getFieldValue('mobile').trim() === profile.mobile || v.is(vOtp, value.trim())
                          ? undefined
                          : 'Please enter the 6-digit OTP sent to your new mobile number.',
                    }}
                  >
                    {(field) => (
                      <field.TextField label="Mobile OTP" autoComplete="one-time-code" inputMode="numeric" maxLength={6} placeholder="6-digit code" style={{ flex: 1 }} />
                    )}
                  </form.AppField>
                  <Button variant="light" mt={25} disabled={sendCode.isPending || !v.is(vMobile, mobile)} onClick={() => sendCode.mutate({ body: { mobile } })}>
                    {sendCode.isPending ? 'Sending...' : codeSentTo === mobile ? 'Resend OTP' : 'Send OTP'}
                  </Button>
                </Group>
              )}
              <form.AppField name="dateOfBirth" validators={{ onBlur: validBirthDate }}>
                {(field) => <field.TextField label="Date of Birth" type="date" autoComplete="bday" max={todayISO()} />}
              </form.AppField>
              <form.AppField name="kycDocumentNumber">
                {(field) => <field.TextField label="Aadhaar Number" autoComplete="off" placeholder="12-digit Aadhaar number" />}
              </form.AppField>
              <TextInput
                label="Member ID"
                readOnly
                variant="filled"
                value={profile.referralCode}
                rightSection={<CopyValueButton value={profile.referralCode} label="Member ID" successMessage="Member ID copied" />}
              />
            </SimpleGrid>
            <Divider />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <form.AppField name="password" validators={{ onSubmit: required('Please enter you current password') }}>
                {(field) => <field.PasswordField label="Current Password" autoComplete="current-password" description="Needed to save any change" required />}
              </form.AppField>
              <Group justify="flex-end" align="flex-end">
                <form.SubmitButton label="Save Changes" pendingLabel="Saving..." size="md" w={{ base: '100%', sm: 'auto' }} />
              </Group>
            </SimpleGrid>
          </Stack>
        </form.Form>
      </form.AppForm>
    </Paper>
  )
}
