import { useState, type FormEvent } from 'react'
import { Button, Divider, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendMobileChangeOtpMutation, updateProfileMutation } from '@/client/@tanstack/react-query.gen'
import { urlSearchParamsBodySerializer } from '@/client/client'
import * as v from 'valibot'
import type { Media, UpdateProfileRequest, UserProfile } from '@/client/types.gen'
import { vMobile, vOtp } from '@/client/valibot.gen'
import { userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { profileQueryOptions } from '@/lib/profile-query'
import { AvatarUpload } from '@/features/profile/avatar-upload'
import { birthDateProblem, nameProblem, todayISO } from '@/lib/person-rules'

interface EditableFields {
  name: string
  mobile: string
  /** The code sent to a new mobile number; only asked for when the number changes. */
  mobileOtp: string
  dateOfBirth: string
  kycDocumentNumber: string
}

/** The profile payload (SPEC section 3): empty and null fields dropped, the password always sent. */
function profileBody(profile: UserProfile, fields: EditableFields, pictureId: string | undefined, password: string): UpdateProfileRequest {
  const optional = {
    name: fields.name.trim(),
    email: profile.email,
    mobile: fields.mobile.trim(),
    mobileOtp: fields.mobile.trim() !== profile.mobile ? fields.mobileOtp.trim() : undefined,
    referralCode: profile.referralCode,
    dateOfBirth: fields.dateOfBirth,
    profileImageId: pictureId,
    // People write Aadhaar numbers in groups of four; the contract takes the digits only.
    kycDocumentNumber: fields.kycDocumentNumber.replace(/\s+/g, ''),
  }
  const kept = Object.fromEntries(Object.entries(optional).filter(([, value]) => value)) as Omit<UpdateProfileRequest, 'password'>
  return { ...kept, password }
}

/** Profile edits; every save proves the current password. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const queryClient = useQueryClient()
  const [fields, setFields] = useState<EditableFields>({
    name: profile.name,
    mobile: profile.mobile,
    mobileOtp: '',
    dateOfBirth: profile.dateOfBirth ?? '',
    kycDocumentNumber: profile.kycDocumentNumber ?? '',
  })
  const [password, setPassword] = useState('')
  const [picture, setPicture] = useState<Media | null>(null)

  const save = useMutation({
    ...updateProfileMutation({
      client: userClient,
      // SPEC section 7: the profile goes form-urlencoded. The server's 400 names each bad field in
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
      setFields((current) => ({ ...current, mobile: response.data.mobile, mobileOtp: '', kycDocumentNumber: response.data.kycDocumentNumber ?? '' }))
      sendCode.reset()
      setPicture(null)
      setPassword('')
    },
    onError: (error) => notifyError(error, 'Failed to update profile'),
  })

  // A new number is saved only with the code sent to it (the server refuses it otherwise).
  const mobileChanged = fields.mobile.trim() !== profile.mobile
  const sendCode = useMutation({
    ...sendMobileChangeOtpMutation({ client: userClient }),
    onSuccess: () => notifySuccess('OTP sent to your new mobile number.'),
    onError: (error) => notifyError(error, 'Failed to send OTP'),
  })
  const codeSentTo = sendCode.isSuccess ? sendCode.variables?.body.mobile : undefined

  function set<K extends keyof EditableFields>(key: K, value: EditableFields[K]) {
    setFields((current) => ({ ...current, [key]: value }))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (save.isPending) return
    if (!password) {
      notifications.show({ message: 'Please enter you current password', color: 'red' })
      return
    }
    const problem =
      nameProblem(fields.name) ??
      birthDateProblem(fields.dateOfBirth) ??
      (mobileChanged && !v.is(vOtp, fields.mobileOtp.trim()) ? 'Please enter the 6-digit OTP sent to your new mobile number.' : undefined)
    if (problem) {
      notifications.show({ message: problem, color: 'red' })
      return
    }
    save.mutate({ body: profileBody(profile, fields, picture?.id, password) })
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="xl">
          <Group gap="lg" wrap="wrap">
            <AvatarUpload name={fields.name || profile.name} imageUrl={picture?.url ?? profile.profileImage?.url ?? null} onUploaded={setPicture} />
            <Stack gap={4} style={{ flex: '1 1 200px' }}>
              <Text fw={600}>Profile picture</Text>
              <Text size="sm" c="dimmed">
                {picture ? 'New picture uploaded. Save Changes to keep it.' : 'Click the picture to upload a new one (image files only).'}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label="Name" autoComplete="name" value={fields.name} onChange={(event) => set('name', event.currentTarget.value)} />
            <TextInput label="Email" type="email" autoComplete="email" readOnly variant="filled" value={profile.email} />
            <TextInput
              label="Mobile"
              type="tel"
              autoComplete="tel"
              inputMode="numeric"
              value={fields.mobile}
              onChange={(event) => set('mobile', event.currentTarget.value)}
              description={mobileChanged ? 'A new number is confirmed with a code sent to it.' : undefined}
            />
            {mobileChanged && (
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label="Mobile OTP"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={6}
                  placeholder="6-digit code"
                  value={fields.mobileOtp}
                  onChange={(event) => set('mobileOtp', event.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <Button
                  variant="light"
                  disabled={sendCode.isPending || !v.is(vMobile, fields.mobile.trim())}
                  onClick={() => sendCode.mutate({ body: { mobile: fields.mobile.trim() } })}
                >
                  {sendCode.isPending ? 'Sending...' : codeSentTo === fields.mobile.trim() ? 'Resend OTP' : 'Send OTP'}
                </Button>
              </Group>
            )}
            <TextInput
              label="Date of Birth"
              type="date"
              autoComplete="bday"
              max={todayISO()}
              value={fields.dateOfBirth}
              onChange={(event) => set('dateOfBirth', event.currentTarget.value)}
            />
            <TextInput
              label="Aadhaar Number"
              autoComplete="off"
              placeholder="12-digit Aadhaar number"
              value={fields.kycDocumentNumber}
              onChange={(event) => set('kycDocumentNumber', event.currentTarget.value)}
            />
            <TextInput label="Member ID" readOnly variant="filled" value={profile.referralCode} />
          </SimpleGrid>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              description="Needed to save any change"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Group justify="flex-end" align="flex-end">
              <Button type="submit" size="md" disabled={save.isPending} w={{ base: '100%', sm: 'auto' }}>
                {save.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </Group>
          </SimpleGrid>
        </Stack>
      </form>
    </Paper>
  )
}
