import { Alert } from '@mantine/core'

/** Above a login form after the server ended a session mid-use (`?expired=1`). */
export function SessionExpiredNotice({ shown }: { shown: boolean }) {
  if (!shown) return null
  return (
    <Alert variant="light" color="yellow" title="Your session has expired" role="status">
      Please log in again; you will be taken back to the page you were on.
    </Alert>
  )
}
