import { useMutation, useQueryClient } from '@tanstack/react-query'
import { setLanguageMutation } from '@/client/@tanstack/react-query.gen'
import type { Language } from '@/client/types.gen'
import { profileQueryOptions } from '@/features/accounts/profile-query'
import { userClient } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { m } from '@/paraglide/messages'

/**
 * Keeps a signed-in member's choice on the language switch on their account, so that their email
 * and SMS follow what they read, and the profile (which sets the screen's language on each read)
 * does not switch them back.
 */
export function useSaveLanguage(): (language: Language) => void {
  const queryClient = useQueryClient()
  const save = useMutation({
    ...setLanguageMutation({ client: userClient }),
    onSuccess: (_response, { body: { language } }) => {
      queryClient.setQueryData(profileQueryOptions.queryKey, (old) => old && { ...old, data: { ...old.data, language } })
    },
    onError: (error) => notifyError(error, m.language_save_failed()),
  })
  return (language) => save.mutate({ body: { language } })
}
