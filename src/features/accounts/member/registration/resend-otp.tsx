import { useState } from 'react'
import { Button } from '@mantine/core'
import { ResendTimer, useResendCountdown } from '@/features/accounts/resend-countdown'
import { useSendRegistrationOtp, type OtpContact } from '@/features/accounts/member/registration/request-otp-step'
import { m } from '@/paraglide/messages'

/** The countdown to a new code, then the button that asks for it; each code sent starts it again. */
export function ResendOtp({ contact }: { contact: OtpContact }) {
  const [sends, setSends] = useState(0)
  const resend = useSendRegistrationOtp(() => setSends((count) => count + 1))
  return <ResendWhenDue key={sends} pending={resend.isPending} onResend={() => void resend.send(contact).catch(() => undefined)} />
}

function ResendWhenDue({ pending, onResend }: { pending: boolean; onResend: () => void }) {
  const left = useResendCountdown()
  if (left > 0) return <ResendTimer secondsLeft={left} />
  return (
    <Button variant="subtle" size="compact-sm" loading={pending} onClick={onResend}>
      {m.register_resend_otp()}
    </Button>
  )
}
