import { Button, Group } from '@mantine/core'
import { withForm } from '@/ui/form/app-form'
import { ResendTimer, useResendCountdown } from '@/features/accounts/resend-countdown'
import { validOtp } from '@/features/accounts/field-rules'
import { m } from '@/paraglide/messages'

/** The super admin's sign-in: an email, then the code sent to it. */
export const NO_CODE_REQUEST = { email: '', otp: '' }

const digitsOnly = (typed: string) => typed.replace(/\D/g, '').slice(0, 6)

/** Mounted while a code is out, so each opening starts its own countdown at 02:59. */
export const OtpStep = withForm({
  defaultValues: NO_CODE_REQUEST,
  props: {
    /** The countdown ran out: the step closes and a new code has to be requested. */
    onExpire: () => {},
    onChangeEmail: () => {},
  },
  render: function OtpStep({ form, onExpire, onChangeEmail }) {
    const left = useResendCountdown(onExpire)
    return (
      <>
        <form.AppField name="otp" validators={{ onBlur: validOtp }}>
          {(field) => (
            <field.TextField
              label={m.otp_label()}
              placeholder={m.otp_placeholder()}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              required
              autoFocus
              normalise={digitsOnly}
            />
          )}
        </form.AppField>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <ResendTimer secondsLeft={left} />
          <Button variant="subtle" size="compact-sm" onClick={onChangeEmail}>
            {m.otp_change_email()}
          </Button>
        </Group>
      </>
    )
  },
})
