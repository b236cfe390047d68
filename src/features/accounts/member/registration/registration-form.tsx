import { useState } from 'react'
import { Alert } from '@mantine/core'
import { CreateAccountStep } from '@/features/accounts/member/registration/create-account-step'
import { RequestOtpStep, type OtpContact } from '@/features/accounts/member/registration/request-otp-step'

const EMPTY_CONTACT: OtpContact = { name: '', email: '', mobile: '' }

/**
 * Registration in two steps: the account form opens only once a code was
 * sent, and it is bound to the email and mobile the code went to.
 */
export function RegistrationForm({ referralCode = '' }: { referralCode?: string }) {
  const [contact, setContact] = useState<OtpContact>(EMPTY_CONTACT)
  const [otpSent, setOtpSent] = useState(false)

  if (!otpSent) {
    return (
      <>
        {referralCode && (
          <Alert variant="light" color="brand" title="You were invited">
            Member {referralCode} referred you: their Member ID is filled in for you on the next step.
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
