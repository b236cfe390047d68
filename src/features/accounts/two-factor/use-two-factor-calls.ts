import { useMutation, type QueryKey, type UseMutationOptions } from '@tanstack/react-query'
import type { MessageResponse, RecoveryCodesResponse, TwoFactorSetupResponse } from '@/client/types.gen'
import { announce, useRefresh } from '@/lib/change-outcome'
import { m } from '@/paraglide/messages'
import type { TwoFactorCalls } from '@/features/accounts/two-factor/two-factor-section'

type CodeBody = { body: { code: string } }

/** The generated mutations of one console's second factor (the admin's or the super admin's). */
export interface TwoFactorMutations {
  statusKey: QueryKey
  // Each generated operation has its own error type; the errors only go to announce(), which takes any.
  /* eslint-disable @typescript-eslint/no-explicit-any -- one field type has to accept every operation's own error type */
  setup: UseMutationOptions<TwoFactorSetupResponse, any, object>
  enable: UseMutationOptions<RecoveryCodesResponse, any, CodeBody>
  regenerate: UseMutationOptions<RecoveryCodesResponse, any, CodeBody>
  disable: UseMutationOptions<MessageResponse, any, CodeBody>
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

/** The Security page's calls, each saying how it went in a toast and refreshing the status it moved. */
export function useTwoFactorCalls(mutations: TwoFactorMutations): TwoFactorCalls {
  const refresh = useRefresh(mutations.statusKey)
  const setup = useMutation({ ...mutations.setup, ...announce(() => m.twofa_setup_failed(), m.done_two_factor_setup()) })
  const enable = useMutation({ ...mutations.enable, ...announce(() => m.twofa_enable_failed(), m.done_two_factor_on(), refresh) })
  const regenerate = useMutation({ ...mutations.regenerate, ...announce(() => m.twofa_regenerate_failed(), m.done_recovery_codes_new(), refresh) })
  const disable = useMutation({ ...mutations.disable, ...announce(() => m.twofa_disable_failed(), m.done_two_factor_off(), refresh) })
  return {
    setup: async () => (await setup.mutateAsync({})).data,
    enable: async (code) => (await enable.mutateAsync({ body: { code } })).data.recoveryCodes,
    regenerate: async (code) => (await regenerate.mutateAsync({ body: { code } })).data.recoveryCodes,
    disable: (code) => disable.mutateAsync({ body: { code } }),
  }
}
