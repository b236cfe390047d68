import { Alert, Anchor, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { profileQueryOptions } from '@/features/accounts'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

/**
 * Above every member page until the company's admin has verified the member: what that means and
 * what to do. Verification does not gate buying (each purchase is approved once its payment is
 * checked), so it says so rather than let an unverified member think they must wait to buy. Nothing
 * while the profile loads or when it failed: the profile is only logged then.
 */
export function VerificationNotice() {
  useLocale()
  const { data: profile } = useQuery({ ...profileQueryOptions, select: (response) => response.data })
  if (!profile || profile.isApproved) return null
  const detailsMissing = !profile.dateOfBirth || !profile.kycDocumentNumber
  // Registration asks for the date of birth, so usually only the Aadhaar number is left.
  const askFor = profile.dateOfBirth ? m.after_unverified_add_aadhaar : m.after_unverified_complete
  return (
    <Alert color="yellow" variant="light" title={m.after_unverified_title()} role="region" aria-label={m.after_unverified_title()} mb="lg">
      <Text size="sm">{m.after_unverified_body()}</Text>
      <Text size="sm" mt={4}>
        {detailsMissing ? (
          <>
            {askFor()}{' '}
            <Anchor renderRoot={(props) => <Link {...props} to="/user/profile" />} size="sm" fw={600}>
              {m.after_unverified_profile_link()}
            </Anchor>
          </>
        ) : (
          m.after_unverified_wait()
        )}
      </Text>
    </Alert>
  )
}
