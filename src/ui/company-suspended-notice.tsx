import { Alert } from '@mantine/core'
import { errorCodeOf } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/**
 * The reason of a COMPANY_SUSPENDED refusal (a sign-in, or a session refused mid-use), or undefined
 * for any other failure. The super admin's reason, as the server sends it in `params.reason`.
 */
export function suspensionReasonOf(error: unknown): string | undefined {
  if (errorCodeOf(error) !== 'COMPANY_SUSPENDED') return undefined
  const params = (error as { params?: Record<string, unknown> }).params
  return typeof params?.reason === 'string' ? params.reason : ''
}

/**
 * Above a login form when the company's sale is suspended: the sign-in was refused, or the server
 * ended a session mid-use (`?suspended=<reason>`). Says why, so nobody retries a right password.
 */
export function CompanySuspendedNotice({ reason }: { reason: string | undefined }) {
  if (reason === undefined) return null
  return (
    <Alert variant="light" color="red" title={m.company_care_notice_title()} role="alert">
      {reason ? m.company_care_notice_body({ reason }) : m.company_care_notice_no_reason()}
    </Alert>
  )
}
