import { useRef } from 'react'
import { Avatar, Box, Center, FileButton, Loader, Overlay, ThemeIcon, UnstyledButton } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation } from '@tanstack/react-query'
import { uploadMediaMutation } from '@/client/@tanstack/react-query.gen'
import type { Media } from '@/client/types.gen'
import { userClient } from '@/lib/api-client'
import { serverMessageOf } from '@/lib/notify'
import { MAX_UPLOAD_BYTES, PICTURE_TYPES, TOO_LARGE } from '@/lib/upload-limits'
import { m } from '@/paraglide/messages'
const AVATAR_SIZE = 112

function showProblem(message: string): void {
  notifications.show({ message, color: 'red' })
}

/** Always says the upload failed, with the server's reason or the spec's fallback under it. */
function notifyUploadFailure(reason: string | string[]): void {
  for (const item of Array.isArray(reason) ? reason : [reason]) {
    notifications.show({ title: m.profile_picture_upload_failed(), message: item, color: 'red' })
  }
}

function CameraIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  )
}

interface AvatarUploadProps {
  name: string
  imageUrl: string | null
  /** The uploaded picture, or null when an upload failed and no file id may be kept. */
  onUploaded: (picture: Media | null) => void
}

/**
 * The member's picture as a button: it opens a picker for images, uploads the chosen one at once
 * and hands back its id and link. The profile keeps it only when the form is saved.
 */
export function AvatarUpload({ name, imageUrl, onUploaded }: AvatarUploadProps) {
  const resetRef = useRef<() => void>(null)

  const upload = useMutation({
    ...uploadMediaMutation({ client: userClient }),
    onSuccess: (response) => {
      const picture = response.data[0]
      if (!picture?.id) {
        onUploaded(null)
        showProblem(m.profile_picture_no_id())
        return
      }
      onUploaded(picture)
    },
    onError: (error) => {
      onUploaded(null)
      notifyUploadFailure(serverMessageOf(error) ?? m.profile_picture_upload_fallback())
    },
  })

  function handleFile(file: File | null) {
    // Cleared so that choosing the same file again after a failure still reports a change.
    resetRef.current?.()
    if (!file) return
    if (!PICTURE_TYPES.includes(file.type)) {
      showProblem(m.profile_picture_images_only())
      return
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      notifyUploadFailure(TOO_LARGE())
      return
    }
    upload.mutate({ body: { medias: [file] } })
  }

  return (
    <FileButton onChange={handleFile} accept={PICTURE_TYPES.join(',')} resetRef={resetRef} disabled={upload.isPending} inputProps={{ 'aria-label': m.profile_picture_file() }}>
      {(props) => (
        <UnstyledButton {...props} aria-label={m.profile_picture_change()} aria-busy={upload.isPending} disabled={upload.isPending} pos="relative" style={{ borderRadius: '50%' }}>
          <Avatar src={imageUrl} alt={m.profile_picture_alt()} name={name} color="initials" size={AVATAR_SIZE} />
          {upload.isPending && (
            <Overlay radius={AVATAR_SIZE} color="#000" backgroundOpacity={0.45} zIndex={1}>
              <Center h="100%">
                <Loader color="white" size="sm" role="progressbar" aria-label={m.profile_picture_uploading()} />
              </Center>
            </Overlay>
          )}
          <Box pos="absolute" right={2} bottom={2} style={{ zIndex: 2 }}>
            <ThemeIcon radius="xl" size={32} style={{ border: '2px solid var(--mantine-color-body)' }}>
              <CameraIcon />
            </ThemeIcon>
          </Box>
        </UnstyledButton>
      )}
    </FileButton>
  )
}
