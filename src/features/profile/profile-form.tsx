import { useState, type FormEvent } from 'react'
import { Button, Divider, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { updateProfileMutation } from '@/client/@tanstack/react-query.gen'
import { urlSearchParamsBodySerializer } from '@/client/client'
import type { Media, UpdateProfileRequest, UserProfile } from '@/client/types.gen'
import { userClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { profileQueryOptions } from '@/lib/profile-query'
import { AvatarUpload } from '@/features/profile/avatar-upload'

interface EditableFields {
  name: string
  mobile: string
  dateOfBirth: string
  kycDocumentNumber: string
}

/** The profile payload (SPEC section 3): empty and null fields dropped, the password always sent. */
function profileBody(profile: UserProfile, fields: EditableFields, pictureId: string | undefined, password: string): UpdateProfileRequest {
  const optional = {
    name: fields.name.trim(),
    email: profile.email,
    mobile: fields.mobile.trim(),
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
      setFields((current) => ({ ...current, kycDocumentNumber: response.data.kycDocumentNumber ?? '' }))
      setPicture(null)
      setPassword('')
    },
    onError: (error) => notifyError(error, 'Failed to update profile'),
  })

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
            />
            <TextInput
              label="Date of Birth"
              type="date"
              autoComplete="bday"
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
