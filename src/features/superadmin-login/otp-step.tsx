import { Button, Group, Text, TextInput } from '@mantine/core'
import { formatMinutesSeconds, useResendCountdown } from '@/features/superadmin-login/resend-countdown'

interface OtpStepProps {
  otp: string
  onOtpChange: (otp: string) => void
  /** The countdown ran out: the step closes and a new code has to be requested. */
  onExpire: () => void
  onChangeEmail: () => void
}

/** Mounted while a code is out, so each opening starts its own countdown at 02:59. */
export function OtpStep({ otp, onOtpChange, onExpire, onChangeEmail }: OtpStepProps) {
  const left = useResendCountdown(onExpire)
  return (
    <>
      <TextInput
        label="OTP"
        placeholder="6-digit code from your email"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        autoFocus
        value={otp}
        onChange={(event) => onOtpChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" role="timer">
          Resend OTP in{' '}
          <Text span inherit fw={600} c="brand.7" ff="monospace">
            {formatMinutesSeconds(left)}
          </Text>
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onChangeEmail}>
          Change email
        </Button>
      </Group>
    </>
  )
}
