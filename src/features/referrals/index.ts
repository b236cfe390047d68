// The referrals slice's public face: what other slices may use without reaching inside.
export { DEFAULT_REFERRAL, type ReferralFields, referralSettings, ReferralSettingsFields } from '@/features/referrals/referral-settings-fields'
export { useReferralLinkOpen } from '@/features/referrals/guest/link-open'
