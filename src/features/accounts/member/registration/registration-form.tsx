import { useState } from 'react'
import { Alert } from '@mantine/core'
import { CreateAccountStep } from '@/features/accounts/member/registration/create-account-step'
import { RequestOtpStep, type OtpContact } from '@/features/accounts/member/registration/request-otp-step'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

const EMPTY_CONTACT: OtpContact = { name: '', email: '', mobile: '' }

/**
 * Registration in two steps: the account form opens only once a code was
 * sent, and it is bound to the email and mobile the code went to.
 */
export function RegistrationForm({ referralCode = '' }: { referralCode?: string }) {
  useLocale()
  const [contact, setContact] = useState<OtpContact>(EMPTY_CONTACT)
  const [otpSent, setOtpSent] = useState(false)

  if (!otpSent) {
    return (
      <>
        {referralCode && (
          <Alert variant="light" color="brand" title={m.register_invited_title()}>
            {m.register_invited_body({ code: referralCode })}
          </Alert>
        )}
        <RequestOtpStep
          initial={contact}
          onSent={(sentTo) => {
            setContact(sentTo)
            setOtpSent(true)
          }}
        />
      </>
    )
  }
  return <CreateAccountStep contact={contact} referralCode={referralCode} onBack={() => setOtpSent(false)} />
}
