import { Anchor, Text, Title } from '@mantine/core'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { vRegisterRequest } from '@/client/valibot.gen'
import { optionalParam, searchText } from '@/lib/list-search'
import { RegistrationForm } from '@/features/accounts/member/registration/registration-form'
import { useReferralLinkOpen } from '@/features/referrals'
import { tokenHead } from '@/lib/head'
import { AuthPage } from '@/ui/auth-page'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

/**
 * A member's share link is /register?referralCode=<their Member ID> (Refer & Earn): the code fills
 * in the Member ID field. Anything malformed is left out rather than refused; the server still
 * checks that the code belongs to an active member of the company. Opening the page with a code
 * is counted for the code's owner (recordReferralOpen), once per browser a day.
 */
const registerSearchSchema = v.object({
  referralCode: optionalParam(
    v.pipe(
      searchText,
      v.nonEmpty(),
      v.check((code) => v.is(vRegisterRequest.entries.referralCode, code)),
    ),
  ),
})

// Under _guest: a signed-in member is sent to the dashboard instead.
export const Route = createFileRoute('/_guest/register')({
  validateSearch: registerSearchSchema,
  head: () => tokenHead(m.register_heading()),
  component: RegisterPage,
})

function RegisterPage() {
  const { referralCode } = Route.useSearch()
  useLocale()
  // A share link's open counts towards its owner's funnel on Refer & Earn.
  useReferralLinkOpen(referralCode)
  return (
    <AuthPage
      heading={
        <Title order={1} size="h2">
          {m.register_heading()}
        </Title>
      }
      subtitle={m.register_subtitle()}
    >
      <RegistrationForm referralCode={referralCode} />
      <Text size="sm" ta="center">
        {m.register_have_account()}{' '}
        <Anchor component={Link} to="/">
          {m.register_login_link()}
        </Anchor>
      </Text>
    </AuthPage>
  )
}
