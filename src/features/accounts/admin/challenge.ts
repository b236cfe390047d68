import { useEffect } from 'react'
import { useTimeout } from '@mantine/hooks'
import type { TwoFactorStep } from '@/client/types.gen'
import { notifyError } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/** What the second step of a sign-in takes from the password step. */
export interface SecondStepProps {
  step: TwoFactorStep
  onSignedIn: (response: { message: string; data: { token: string } }) => Promise<void>
  /** Back to the password: the person asked to, or the challenge is over. */
  onRestart: () => void
}

/**
 * The challenge lives `expiresInSeconds`; past that the server refuses every code, so the step goes
 * back to the password at that moment rather than letting the person type codes into a dead one.
 * `active` false once the challenge has done its work.
 */
export function useChallengeExpiry({ step, onRestart }: Pick<SecondStepProps, 'step' | 'onRestart'>, active = true): void {
  const { start, clear } = useTimeout(() => {
    notifyError(undefined, m.twofa_challenge_expired())
    onRestart()
  }, step.expiresInSeconds * 1000)
  useEffect(() => {
    if (!active) return
    start()
    return clear
  }, [step, active, start, clear])
}
