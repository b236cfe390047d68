// The accounts slice's public face: what other slices and the route files may use without reaching inside.
export { ActiveSessions } from '@/features/accounts/sessions/active-sessions'
export type { SessionsArea } from '@/features/accounts/sessions/sessions-area'
export { profileQueryOptions } from '@/features/accounts/profile-query'
export { useSaveLanguage } from '@/features/accounts/member/save-language'
