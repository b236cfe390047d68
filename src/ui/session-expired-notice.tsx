import { Alert } from '@mantine/core'
import { m } from '@/paraglide/messages'

/** Above a login form after the server ended a session mid-use (`?expired=1`). */
export function SessionExpiredNotice({ shown }: { shown: boolean }) {
  if (!shown) return null
  return (
    <Alert variant="light" color="yellow" title={m.session_expired_title()} role="status">
      {m.session_expired_body()}
    </Alert>
  )
}
