import { useEffect, useRef } from 'react'
import type { TwoFactorStep } from '@/client/types.gen'
import { notifyError } from '@/lib/notify'

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
  const restart = useRef(onRestart)
  useEffect(() => {
    restart.current = onRestart
  })
  useEffect(() => {
    if (!active) return
    const id = setTimeout(() => {
      notifyError(undefined, 'The sign-in took too long. Please enter your password again.')
      restart.current()
    }, step.expiresInSeconds * 1000)
    return () => clearTimeout(id)
  }, [step, active])
}
