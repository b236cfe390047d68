/**
 * Every refusal the server answers, by its stable code: the code is what the SPA words in the
 * member's language, the English text is the `message` it sends beside it (the spec's literals,
 * unchanged). `{name}` stands for a value the answer also carries in `params`.
 * openapi.yaml's ErrorResponse.code lists exactly these keys (server/lib/error-codes.test.ts).
 */
export const ERROR_MESSAGES = {
  // The request itself: the contract's validation, the framework's refusals, the address.
  /** The contract refused the request; `message` names each problem (one toast each), `params.field` the field when one is named. */
  VALIDATION_FAILED: 'The request is not valid.',
  BODY_REQUIRED: 'The request body is required.',
  BODY_EMPTY: 'The request body is empty.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  REQUEST_TOO_LARGE: 'The request is too large.',
  INVALID_CONTENT_LENGTH: 'The request length is not valid.',
  UNSUPPORTED_CONTENT_TYPE: 'This content type is not supported.',
  NOT_MULTIPART: 'The request is not multipart.',
  TOO_MANY_FILES: 'Too many files in one request.',
  TOO_MANY_PARTS: 'Too many parts in one request.',
  REQUEST_NOT_PROCESSED: 'The request could not be processed.',
  INVALID_ADDRESS: 'The address is not valid.',
  ROUTE_NOT_FOUND: 'Route {method} {path} not found',
  WEB_APP_NOT_BUILT: 'The web app is not built yet. Run npm run build.',
  RATE_LIMITED: 'Too many requests. Please try again in {seconds} seconds.',

  // Sessions and access.
  NOT_LOGGED_IN: 'Please log in to continue.',
  SESSION_EXPIRED: 'Your session has expired. Please log in again.',
  SESSION_INVALID: 'Your session is not valid. Please log in again.',
  /** A live-event stream opened without a ticket, or with one that is unknown, expired, used or of a signed-out session. */
  LIVE_TICKET_INVALID: 'Live updates could not start. Please reload the page.',
  NO_ACCESS: 'You do not have access to this.',
  INVALID_LOGIN: 'Invalid email or password.',
  ACCOUNT_BLOCKED: 'Your account is blocked. Please contact support.',
  ACCOUNT_INACTIVE: 'Your account is inactive. Please contact support.',
  ACCOUNT_NOT_ACTIVE: 'Your account is not active. Please contact support.',
  ACCOUNT_NOT_FOUND: 'Account not found.',

  // One-time codes, two-factor sign-in.
  OTP_INVALID: 'Invalid OTP.',
  OTP_EXPIRED: 'OTP has expired. Please request a new one.',
  OTP_BURNED: 'Too many wrong attempts. Please request a new OTP.',
  CODE_INVALID: 'Invalid code.',
  CODE_REPLAYED: 'This code has already been used. Wait for the next one.',
  TOO_MANY_WRONG_CODES: 'Too many wrong codes. Please log in again.',
  CHALLENGE_EXPIRED: 'This sign-in has expired. Please log in again.',
  TWO_FACTOR_ALREADY_ON: 'Two-factor sign-in is already on.',
  TWO_FACTOR_ALREADY_ON_ELSEWHERE: 'Two-factor sign-in is already on. Turn it off first to move to a new device.',
  TWO_FACTOR_SETUP_NOT_STARTED: 'Start the setup first: scan the QR code, then enter the code your app shows.',
  TWO_FACTOR_SETUP_CHANGED: 'The setup changed meanwhile. Please start it again.',
  TWO_FACTOR_NOT_ON: 'Two-factor sign-in is not on.',
  TWO_FACTOR_REQUIRED_BY_COMPANY: 'Your company requires two-factor sign-in, so it cannot be turned off.',
  OWN_TWO_FACTOR_REQUIRED: 'Turn on two-factor sign-in for your own account first.',

  // Registration and profile.
  COMPANY_NOT_CONFIGURED: 'Company ID is not configured. Please contact support.',
  EMAIL_ALREADY_REGISTERED: 'This email is already registered. Please log in instead.',
  MOBILE_ALREADY_REGISTERED: 'This mobile number is already registered.',
  /** Both at once: `message` is the two sentences above, one toast each. */
  EMAIL_AND_MOBILE_ALREADY_REGISTERED: ['This email is already registered. Please log in instead.', 'This mobile number is already registered.'],
  CONTACT_ALREADY_REGISTERED: 'This email or mobile number is already registered.',
  REFERRAL_CODE_INVALID: 'The Member ID (referral code) is not valid.',
  OWN_REFERRAL_CODE: 'You cannot use your own Member ID as a referral code.',
  DATE_OF_BIRTH_IN_FUTURE: 'Date of birth cannot be in the future.',
  DATE_OF_BIRTH_INVALID: 'Please enter a valid date of birth.',
  AADHAAR_INVALID: 'Please enter a valid 12-digit Aadhaar number.',
  CURRENT_PASSWORD_WRONG: 'Your current password is incorrect.',
  MOBILE_OTP_REQUIRED: 'Please enter the code sent to your new mobile number.',
  SAME_MOBILE: 'This is already your mobile number.',
  PROFILE_PICTURE_NOT_FOUND: 'The profile picture was not found. Please upload it again.',
  PROFILE_PICTURE_NOT_IMAGE: 'The profile picture must be an image.',

  // Companies, admins and members.
  COMPANY_NOT_FOUND: 'Company not found.',
  /** `params.reason` is the super admin's reason, without a closing full stop (the message adds one). */
  COMPANY_SUSPENDED: "This company's sale is suspended. Reason: {reason}. Please contact support.",
  COMPANY_ALREADY_SUSPENDED: 'This company is already suspended.',
  COMPANY_NOT_SUSPENDED: 'This company is not suspended.',
  MEMBER_NOT_FOUND: 'Member not found.',
  USER_NOT_FOUND: 'User not found.',
  ADMIN_NOT_FOUND: 'This company has no admin with that email.',
  TOKEN_PRICE_NOT_POSITIVE: 'The token price must be greater than 0.',
  TOTAL_SUPPLY_NOT_POSITIVE: 'The total supply must be greater than 0.',
  TOKEN_SYMBOL_TAKEN: 'The token symbol {symbol} is already taken.',
  ADMIN_EMAIL_TAKEN: 'This email already belongs to a company admin.',
  COMPANY_CONTACT_TAKEN: 'A user with this email or mobile number already exists in this company.',
  USER_CONTACT_TAKEN: 'A user with this email or mobile number already exists in your company.',
  LAST_ADMIN: 'A company must keep at least one active admin.',
  NOTHING_TO_UPDATE: 'Nothing to update.',
  OWN_ROLE_UNCHANGEABLE: 'You cannot change your own role or approval.',
  OWN_ACCOUNT_UNDELETABLE: 'You cannot delete your own account.',

  // Purchases.
  UTR_REQUIRED: 'Please enter UTR or Transaction Number.',
  UTR_ALREADY_USED: 'This UTR / transaction number has already been used for another payment.',
  RECEIPT_REQUIRED: 'Please upload a transaction file before submitting.',
  RECEIPT_NOT_FOUND: 'The transaction file was not found. Please upload it again.',
  RECEIPT_IN_USE: 'This file is already the receipt of another payment. Please upload the receipt of this payment.',
  BANK_NOT_LISTED: 'Please choose one of the listed bank accounts.',
  AMOUNT_INVALID: 'Please enter a valid amount.',
  AMOUNT_TOO_SMALL: 'The amount is too small to buy one token at ₹{price}.',
  SUPPLY_TOO_LOW: 'Only {remaining} tokens remain for sale. Please enter a smaller amount.',
  SUPPLY_EXHAUSTED: 'Not enough tokens remain in the private supply to approve this purchase.',
  PURCHASE_ID_REUSED: 'This order was already submitted with different details. Please start a new purchase.',
  PURCHASE_NOT_FOUND: 'Purchase not found.',
  NOTIFICATION_NOT_FOUND: 'Notification not found.',
  PURCHASE_MEMBER_DELETED: "This purchase's member account has been deleted, so it cannot be approved.",
  /** `params.status` is the purchase's status in lower case ('approved', 'rejected'). */
  PURCHASE_ALREADY_DECIDED: 'This purchase has already been {status}.',
  /** An unknown purchase or another member's: one answer, so ids cannot be probed. */
  PAYMENT_RECEIPT_NOT_FOUND: 'Receipt not found.',
  /** The member's own purchase, still pending or rejected: a receipt is made only for an approved payment. */
  PAYMENT_RECEIPT_NOT_READY: 'A receipt is available once the purchase is approved.',

  // Files.
  FILE_NOT_FOUND: 'File not found.',
  FILE_REQUIRED: 'Please choose a file to upload.',
  FILE_TOO_LARGE: 'The file is too large. The limit is 5 MB.',
  FILE_TYPE_UNSUPPORTED: 'Only images (PNG, JPEG, GIF, WebP), PDF, DOC and DOCX files are allowed.',
  UPLOAD_NOT_MULTIPART: 'Please upload the file as multipart/form-data under the field medias.',
  UPLOAD_UNREADABLE: 'The upload could not be read. Please choose the file again.',
  UPLOAD_QUOTA_REACHED: "You have reached today's upload limit of {megabytes} MB. Please try again tomorrow.",
  LINK_EXPIRED: 'This link has expired. Please reopen the file.',

  // The server.
  DATABASE_UNREACHABLE: 'The database is not reachable.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  INTERNAL_ERROR: 'Something went wrong. Please try again.',
} as const

export type ErrorCode = keyof typeof ERROR_MESSAGES

type Placeholders<T> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never

/** The values a code's message carries, by the names of its placeholders. */
type ErrorParams<C extends ErrorCode> = Record<Placeholders<(typeof ERROR_MESSAGES)[C]>, string | number>

/** A code whose message takes values asks for them; one without takes none. */
export type ParamsArg<C extends ErrorCode> = [Placeholders<(typeof ERROR_MESSAGES)[C]>] extends [never] ? [] : [params: ErrorParams<C>]

/** The codes whose message carries no values. */
export type PlainErrorCode = { [C in ErrorCode]: ParamsArg<C> extends [] ? C : never }[ErrorCode]

/** The English message of a code, with its values put in; a list stays a list (one toast per item). */
export function errorMessage(code: ErrorCode, params?: Record<string, string | number>): string | string[] {
  const template: string | readonly string[] = ERROR_MESSAGES[code]
  const fill = (text: string) => (params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text)
  return typeof template === 'string' ? fill(template) : template.map(fill)
}
