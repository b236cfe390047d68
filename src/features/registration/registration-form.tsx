import { useState } from 'react'
import { CreateAccountStep } from '@/features/registration/create-account-step'
import { RequestOtpStep, type OtpContact } from '@/features/registration/request-otp-step'

const EMPTY_CONTACT: OtpContact = { name: '', email: '', mobile: '' }

/**
 * Registration in two steps (SPEC sections 2 and 4): the account form opens only once a code was
 * sent, and it is bound to the email and mobile the code went to.
 */
export function RegistrationForm() {
  const [contact, setContact] = useState<OtpContact>(EMPTY_CONTACT)
  const [otpSent, setOtpSent] = useState(false)

  if (!otpSent) {
    return (
      <RequestOtpStep
        initial={contact}
        onSent={(sentTo) => {
          setContact(sentTo)
          setOtpSent(true)
        }}
      />
    )
  }
  return <CreateAccountStep contact={contact} onBack={() => setOtpSent(false)} />
}
