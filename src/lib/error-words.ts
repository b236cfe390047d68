import type { ErrorResponse } from '@/client/types.gen'
import { m } from '@/paraglide/messages'

type Code = ErrorResponse['code']
type Params = NonNullable<ErrorResponse['params']>

/**
 * Every code the server answers, worded in the language of the moment. Typed by the contract's
 * list of codes, so a code added to openapi.yaml without its words fails the typecheck. The English
 * of each message is the server's own (tests/lint/messages.test.ts keeps them equal), so the map
 * also words English correctly, though English shows the server's message as it came.
 * It travels in the Hindi words' chunk (scripts/compile-messages.mjs, `messageLocale`), which
 * src/lib/message-locale.ts loads on demand: never on an English first load.
 */
const errorWords: Record<Code, (params: Params) => string | string[]> = {
  // The English message lists each problem of the request; the translation says it in one sentence, naming the field when the server names one.
  VALIDATION_FAILED: (params) => (params.field === undefined ? m.error_validation_failed() : m.validation_failed_field({ field: params.field })),
  BODY_REQUIRED: m.error_body_required,
  BODY_EMPTY: m.error_body_empty,
  MALFORMED_JSON: m.error_malformed_json,
  REQUEST_TOO_LARGE: m.error_request_too_large,
  INVALID_CONTENT_LENGTH: m.error_invalid_content_length,
  UNSUPPORTED_CONTENT_TYPE: m.error_unsupported_content_type,
  NOT_MULTIPART: m.error_not_multipart,
  TOO_MANY_FILES: m.error_too_many_files,
  TOO_MANY_PARTS: m.error_too_many_parts,
  REQUEST_NOT_PROCESSED: m.error_request_not_processed,
  INVALID_ADDRESS: m.error_invalid_address,
  ROUTE_NOT_FOUND: (params) => m.error_route_not_found({ method: params.method, path: params.path }),
  WEB_APP_NOT_BUILT: m.error_web_app_not_built,
  RATE_LIMITED: (params) => m.error_rate_limited({ seconds: params.seconds }),
  NOT_LOGGED_IN: m.error_not_logged_in,
  SESSION_EXPIRED: m.error_session_expired,
  SESSION_INVALID: m.error_session_invalid,
  LIVE_TICKET_INVALID: m.error_live_ticket_invalid,
  NO_ACCESS: m.error_no_access,
  INVALID_LOGIN: m.error_invalid_login,
  ACCOUNT_BLOCKED: m.error_account_blocked,
  ACCOUNT_INACTIVE: m.error_account_inactive,
  ACCOUNT_NOT_ACTIVE: m.error_account_not_active,
  ACCOUNT_NOT_FOUND: m.error_account_not_found,
  OTP_INVALID: m.error_otp_invalid,
  OTP_EXPIRED: m.error_otp_expired,
  OTP_BURNED: m.error_otp_burned,
  CODE_INVALID: m.error_code_invalid,
  CODE_REPLAYED: m.error_code_replayed,
  TOO_MANY_WRONG_CODES: m.error_too_many_wrong_codes,
  CHALLENGE_EXPIRED: m.error_challenge_expired,
  TWO_FACTOR_ALREADY_ON: m.error_two_factor_already_on,
  TWO_FACTOR_ALREADY_ON_ELSEWHERE: m.error_two_factor_already_on_elsewhere,
  TWO_FACTOR_SETUP_NOT_STARTED: m.error_two_factor_setup_not_started,
  TWO_FACTOR_SETUP_CHANGED: m.error_two_factor_setup_changed,
  TWO_FACTOR_NOT_ON: m.error_two_factor_not_on,
  TWO_FACTOR_REQUIRED_BY_COMPANY: m.error_two_factor_required_by_company,
  OWN_TWO_FACTOR_REQUIRED: m.error_own_two_factor_required,
  COMPANY_NOT_CONFIGURED: m.error_company_not_configured,
  EMAIL_ALREADY_REGISTERED: m.error_email_already_registered,
  MOBILE_ALREADY_REGISTERED: m.error_mobile_already_registered,
  // The server sends both sentences as a list (one toast each); so do the words.
  EMAIL_AND_MOBILE_ALREADY_REGISTERED: () => [m.error_email_already_registered(), m.error_mobile_already_registered()],
  CONTACT_ALREADY_REGISTERED: m.error_contact_already_registered,
  REFERRAL_CODE_INVALID: m.error_referral_code_invalid,
  OWN_REFERRAL_CODE: m.error_own_referral_code,
  DATE_OF_BIRTH_IN_FUTURE: m.error_date_of_birth_in_future,
  DATE_OF_BIRTH_INVALID: m.error_date_of_birth_invalid,
  AADHAAR_INVALID: m.error_aadhaar_invalid,
  CURRENT_PASSWORD_WRONG: m.error_current_password_wrong,
  MOBILE_OTP_REQUIRED: m.error_mobile_otp_required,
  SAME_MOBILE: m.error_same_mobile,
  PROFILE_PICTURE_NOT_FOUND: m.error_profile_picture_not_found,
  PROFILE_PICTURE_NOT_IMAGE: m.error_profile_picture_not_image,
  COMPANY_NOT_FOUND: m.error_company_not_found,
  COMPANY_SUSPENDED: (params) => m.error_company_suspended({ reason: params.reason }),
  COMPANY_ALREADY_SUSPENDED: m.error_company_already_suspended,
  COMPANY_NOT_SUSPENDED: m.error_company_not_suspended,
  MEMBER_NOT_FOUND: m.error_member_not_found,
  USER_NOT_FOUND: m.error_user_not_found,
  ADMIN_NOT_FOUND: m.error_admin_not_found,
  TOKEN_PRICE_NOT_POSITIVE: m.error_token_price_not_positive,
  TOTAL_SUPPLY_NOT_POSITIVE: m.error_total_supply_not_positive,
  TOKEN_SYMBOL_TAKEN: (params) => m.error_token_symbol_taken({ symbol: params.symbol }),
  ADMIN_EMAIL_TAKEN: m.error_admin_email_taken,
  COMPANY_CONTACT_TAKEN: m.error_company_contact_taken,
  USER_CONTACT_TAKEN: m.error_user_contact_taken,
  LAST_ADMIN: m.error_last_admin,
  NOTHING_TO_UPDATE: m.error_nothing_to_update,
  OWN_ROLE_UNCHANGEABLE: m.error_own_role_unchangeable,
  OWN_ACCOUNT_UNDELETABLE: m.error_own_account_undeletable,
  UTR_REQUIRED: m.error_utr_required,
  UTR_ALREADY_USED: m.error_utr_already_used,
  RECEIPT_REQUIRED: m.error_receipt_required,
  RECEIPT_NOT_FOUND: m.error_receipt_not_found,
  RECEIPT_IN_USE: m.error_receipt_in_use,
  BANK_NOT_LISTED: m.error_bank_not_listed,
  AMOUNT_INVALID: m.error_amount_invalid,
  AMOUNT_TOO_SMALL: (params) => m.error_amount_too_small({ price: params.price }),
  SUPPLY_TOO_LOW: (params) => m.error_supply_too_low({ remaining: params.remaining }),
  SUPPLY_EXHAUSTED: m.error_supply_exhausted,
  PURCHASE_ID_REUSED: m.error_purchase_id_reused,
  PURCHASE_NOT_FOUND: m.error_purchase_not_found,
  NOTIFICATION_NOT_FOUND: m.error_notification_not_found,
  PURCHASE_MEMBER_DELETED: m.error_purchase_member_deleted,
  PURCHASE_ALREADY_DECIDED: (params) => m.error_purchase_already_decided({ status: params.status }),
  PAYMENT_RECEIPT_NOT_FOUND: m.error_payment_receipt_not_found,
  PAYMENT_RECEIPT_NOT_READY: m.error_payment_receipt_not_ready,
  FILE_NOT_FOUND: m.error_file_not_found,
  FILE_REQUIRED: m.error_file_required,
  FILE_TOO_LARGE: m.error_file_too_large,
  FILE_TYPE_UNSUPPORTED: m.error_file_type_unsupported,
  UPLOAD_NOT_MULTIPART: m.error_upload_not_multipart,
  UPLOAD_UNREADABLE: m.error_upload_unreadable,
  UPLOAD_QUOTA_REACHED: (params) => m.error_upload_quota_reached({ megabytes: params.megabytes }),
  LINK_EXPIRED: m.error_link_expired,
  DATABASE_UNREACHABLE: m.error_database_unreachable,
  SERVICE_UNAVAILABLE: m.error_service_unavailable,
  INTERNAL_ERROR: m.error_internal_error,
}

/** The words of a failure envelope's code with its `params`, or nothing for a code this build does not know. */
export function wordError(envelope: object): string | string[] | undefined {
  if (!('code' in envelope) || typeof envelope.code !== 'string' || !Object.hasOwn(errorWords, envelope.code)) return undefined
  const params = 'params' in envelope && envelope.params && typeof envelope.params === 'object' ? (envelope.params as Params) : {}
  return errorWords[envelope.code as Code](params)
}
