import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  bigint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

// Numeric columns are read and written as strings: money and supply never pass through JS floats.
const money = (name: string) => numeric(name, { precision: 18, scale: 2 })
const supply = (name: string) => numeric(name, { precision: 38, scale: 2 })
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 })

/**
 * What an admin's search box looks in, as one lower-cased text per row: a search is then one trigram
 * index lookup and one LIKE per candidate, where an ILIKE per column lower-cased
 * the pattern and the text for every candidate. The unit separator (chr(31)) keeps a term from matching across two fields. The
 * members' text is a stored column (users.search_text): a member search rechecks thousands of rows,
 * and recomputing the text for each cost as much as the ILIKEs did. The purchases' is an index
 * expression only, so the ledger's million rows carry no copy; a query must use the same expression
 * for PostgreSQL to use the index.
 */
const userSearchText = (u: { name: AnyPgColumn; email: AnyPgColumn; mobile: AnyPgColumn; referralCode: AnyPgColumn }) =>
  sql`lower(${u.name} || chr(31) || ${u.email} || chr(31) || ${u.mobile} || chr(31) || ${u.referralCode})`
/** A purchase's own searchable references, its order number and UTR; see userSearchText. */
export const purchaseSearchText = (p: { purchaseRef: AnyPgColumn; referenceNumber: AnyPgColumn }) => sql`lower(${p.purchaseRef} || chr(31) || coalesce(${p.referenceNumber}, ''))`

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => sql`now()`)

export const userRole = pgEnum('user_role', ['USER', 'ADMIN'])
export const sessionRole = pgEnum('session_role', ['USER', 'ADMIN', 'SUPERADMIN'])
export const userStatus = pgEnum('user_status', ['ACTIVE', 'INACTIVE', 'BLOCKED'])
export const gender = pgEnum('gender', ['male', 'female', 'other'])
export const otpPurpose = pgEnum('otp_purpose', ['REGISTER', 'FORGOT_PASSWORD', 'SUPERADMIN_LOGIN', 'CHANGE_MOBILE'])
export const paymentMethod = pgEnum('payment_method', ['BANK', 'UPI', 'MANUAL', 'CRYPTO'])
export const purchaseStatus = pgEnum('purchase_status', ['PENDING', 'APPROVED', 'REJECTED'])
export const outboxChannel = pgEnum('outbox_channel', ['EMAIL', 'SMS'])
export const deliveryStatus = pgEnum('delivery_status', ['PENDING', 'FAILED'])
export const rewardStatus = pgEnum('reward_status', ['PAID', 'CUT', 'SKIPPED'])
export const notificationKind = pgEnum('notification_kind', ['PURCHASE_APPROVED', 'PURCHASE_REJECTED', 'REFERRAL_REWARD'])
/** By which channels a member hears of a decision or a reward (not the one-time codes: those always go). */
const NEWS_CHANNELS = ['EMAIL', 'SMS', 'BOTH'] as const

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    aadhaarEnc: text('aadhaar_enc').notNull(),
    aadhaarLast4: text('aadhaar_last4').notNull(),
    pan: text('pan').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    tokenName: text('token_name').notNull(),
    tokenSymbol: text('token_symbol').notNull().unique(),
    price: money('price').notNull(),
    totalSupply: supply('total_supply').notNull(),
    /** The Referral Programme share (30%) of the total supply, which members buy from. */
    privateSupply: supply('private_supply').notNull(),
    remainingPrivateSupply: supply('remaining_private_supply').notNull(),
    platformChargePercent: percent('platform_charge_percent').notNull(),
    // Running totals kept by purchase approval, so the dashboard never scans purchases.
    collectedBank: money('collected_bank').notNull().default('0'),
    collectedUpi: money('collected_upi').notNull().default('0'),
    collectedManual: money('collected_manual').notNull().default('0'),
    collectedCrypto: money('collected_crypto').notNull().default('0'),
    tokensSold: supply('tokens_sold').notNull().default('0'),
    // The referral programme's settings (migration 0015), applied by each approval as it settles.
    referralEnabled: boolean('referral_enabled').notNull().default(true),
    referralLevel1Percent: percent('referral_level1_percent').notNull().default('5'),
    referralLevel2Percent: percent('referral_level2_percent').notNull().default('1'),
    referralLockDays: integer('referral_lock_days').notNull().default(30),
    // Kept by the settlement trigger: rewards credited, cut by an empty pool, and skipped; members holding tokens.
    rewardTokens: supply('reward_tokens').notNull().default('0'),
    rewardCutTokens: supply('reward_cut_tokens').notNull().default('0'),
    rewardsSkipped: integer('rewards_skipped').notNull().default(0),
    stakeHolders: integer('stake_holders').notNull().default(0),
    // Suspension by the super admin (migration 0029): set together, cleared together on resume.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    suspendedBy: uuid('suspended_by').references((): AnyPgColumn => superadmins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_remaining_private_supply_non_negative', sql`${t.remainingPrivateSupply} >= 0`),
    check('companies_remaining_within_private', sql`${t.remainingPrivateSupply} <= ${t.privateSupply}`),
    check('companies_price_positive', sql`${t.price} > 0`),
    check('companies_platform_charge_percent_range', sql`${t.platformChargePercent} >= 0 AND ${t.platformChargePercent} <= 100`),
    check('companies_tokens_sold_non_negative', sql`${t.tokensSold} >= 0`),
    check(
      'companies_referral_percents_range',
      sql`${t.referralLevel1Percent} >= 0 AND ${t.referralLevel1Percent} <= 100 AND ${t.referralLevel2Percent} >= 0 AND ${t.referralLevel2Percent} <= 100`,
    ),
    check('companies_referral_lock_days_range', sql`${t.referralLockDays} >= 0 AND ${t.referralLockDays} <= 3650`),
    check('companies_suspension_has_reason', sql`(${t.suspendedAt} IS NULL) = (${t.suspensionReason} IS NULL)`),
  ],
)

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    storageName: text('storage_name').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // An account's uploads by age (and its foreign key's index); the orphan sweep reads the oldest first.
    index('media_owner_user_id_created_at_idx').on(t.ownerUserId, t.createdAt),
    index('media_created_at_idx').on(t.createdAt),
  ],
)

/**
 * The daily upload quota: what one account has claimed in its current 24-hour window, a window that
 * opens at its first upload after the previous one ended. One row per account, so the claim that
 * checks the quota and the claim that takes the bytes are one guarded UPDATE of this row, which
 * simultaneous uploads (on any instance) take in turn (media/repository.ts, claimUploadBytes).
 */
export const uploadQuotas = pgTable(
  'upload_quotas',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('upload_quotas_used_bytes_non_negative', sql`${t.usedBytes} >= 0`)],
)

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: userRole('role').notNull().default('USER'),
    name: text('name').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Shown to members as their Member ID. */
    referralCode: text('referral_code').notNull().unique(),
    referredById: uuid('referred_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    dateOfBirth: date('date_of_birth'),
    pincode: text('pincode'),
    gender: gender('gender'),
    kycEnc: text('kyc_enc'),
    kycLast4: text('kyc_last4'),
    profileImageId: uuid('profile_image_id').references((): AnyPgColumn => media.id, { onDelete: 'set null' }),
    isApproved: boolean('is_approved').notNull().default(false),
    /** When an admin verified the member (is_approved became true); null while unverified. A trigger keeps it (migration 0030). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    status: userStatus('status').notNull().default('ACTIVE'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The language of the account's email and SMS (English or Hindi); a member chooses it, an admin's stays English. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** By which channels the member hears of a decision on their purchase (migration 0025). */
    decisionChannels: text('decision_channels', { enum: NEWS_CHANNELS }).notNull().default('BOTH'),
    /** By which channels the member hears of a referral reward paid to them. */
    rewardChannels: text('reward_channels', { enum: NEWS_CHANNELS }).notNull().default('BOTH'),
    /** What an admin's search looks in (userSearchText), kept by PostgreSQL itself. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => userSearchText(users)),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_language_known', sql`${t.language} IN ('en', 'hi')`),
    check('users_decision_channels_known', sql`${t.decisionChannels} IN ('EMAIL', 'SMS', 'BOTH')`),
    check('users_reward_channels_known', sql`${t.rewardChannels} IN ('EMAIL', 'SMS', 'BOTH')`),
    // A deleted account frees its email and mobile for a new registration.
    uniqueIndex('users_company_email_live_uq')
      .on(t.companyId, t.email)
      .where(sql`${t.deletedAt} IS NULL`),
    uniqueIndex('users_company_mobile_live_uq')
      .on(t.companyId, t.mobile)
      .where(sql`${t.deletedAt} IS NULL`),
    index('users_company_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    // The admin user list's page in index order (newest first, live users only), read without the heap.
    index('users_company_live_created_at_id_idx')
      .on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL`),
    index('users_referred_by_id_idx').on(t.referredById),
    // A referrer's referees, newest first (Refer & Earn).
    index('users_referred_by_created_at_id_idx')
      .on(t.referredById, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL`),
    index('users_profile_image_id_idx')
      .on(t.profileImageId)
      .where(sql`${t.profileImageId} IS NOT NULL`),
    // One trigram index serves the admin searches (LIKE '%term%' on search_text); pg_trgm is enabled by migration 0000.
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
)

export const superadmins = pgTable('superadmins', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    superadminId: uuid('superadmin_id').references(() => superadmins.id, { onDelete: 'cascade' }),
    role: sessionRole('role').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The browser that signed in, as its User-Agent said (cut to 256 characters); null before it was kept. */
    userAgent: varchar('user_agent', { length: 256 }),
    /** The address the sign-in came from (request.ip: the client, behind a trusted proxy). */
    ipAddress: varchar('ip_address', { length: 64 }),
    /** When a request last used the session, to within SESSION_SEEN_EVERY (lib/sessions.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_superadmin_id_idx').on(t.superadminId),
    // A session belongs to exactly one kind of principal, matching its role.
    check(
      'sessions_principal_matches_role',
      sql`(${t.role} = 'SUPERADMIN' AND ${t.superadminId} IS NOT NULL AND ${t.userId} IS NULL)
        OR (${t.role} <> 'SUPERADMIN' AND ${t.userId} IS NOT NULL AND ${t.superadminId} IS NULL)`,
    ),
  ],
)

/** A company that requires every admin to sign in with an authenticator app too (migration 0022); no row: not required. */
export const twoFactorPolicies = pgTable('two_factor_policies', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  required: boolean('required').notNull(),
  updatedAt: updatedAt(),
})

/**
 * An account's authenticator app (migration 0022): a company admin's or the super admin's. The
 * secret is encrypted (server/lib/crypto.ts); pendingSecretEnc is one being enrolled, not yet
 * confirmed by a first code. lastStep is the last time step a code was accepted for: a code of that
 * step or earlier is refused, so a code works once.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    superadminId: uuid('superadmin_id')
      .unique()
      .references(() => superadmins.id, { onDelete: 'cascade' }),
    secretEnc: text('secret_enc'),
    pendingSecretEnc: text('pending_secret_enc'),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('second_factors_one_owner', sql`num_nonnulls(${t.userId}, ${t.superadminId}) = 1`),
    check('second_factors_enabled_has_secret', sql`(${t.enabledAt} IS NULL) = (${t.secretEnc} IS NULL)`),
  ],
)

/** One-time recovery codes of a second factor, kept as keyed hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secondFactorId: uuid('second_factor_id')
      .notNull()
      .references(() => secondFactors.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_factor_hash_uq').on(t.secondFactorId, t.codeHash)],
)

/** Between an admin's right password and their session: what the signed challenge names. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['VERIFY', 'ENROL'] }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_challenges_user_id_idx').on(t.userId), check('sign_in_challenges_kind', sql`${t.kind} IN ('VERIFY', 'ENROL')`)],
)

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: otpPurpose('purpose').notNull(),
    /** Normalised email or mobile. */
    target: text('target').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries by anyone but the browser that asked for the code. */
    attempts: integer('attempts').notNull().default(0),
    /** Hash of the otp_device cookie of the browser that asked for the code; null when it sent none. */
    deviceHash: text('device_hash'),
    /** Wrong tries by that browser: strangers cannot use them up. */
    requesterAttempts: integer('requester_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_lookup_idx').on(t.purpose, t.target, t.companyId, t.createdAt.desc().nullsFirst())],
)

/** Browsers (by the hash of their otp_device cookie) that proved an email or mobile with a code. */
export const otpTrustedDevices = pgTable(
  'otp_trusted_devices',
  {
    /** The company id, or 'platform' for the super admin. */
    scope: text('scope').notNull(),
    target: text('target').notNull(),
    deviceHash: text('device_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'otp_trusted_devices_pk', columns: [t.scope, t.target, t.deviceHash] })],
)

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** When this key's current window began: its first hit after the previous window ended. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
)

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's order id ('PUR-123456'); with user_id it is the idempotency key. */
    purchaseRef: text('purchase_ref').notNull(),
    paymentMethod: paymentMethod('payment_method').notNull(),
    amount: money('amount').notNull(),
    price: money('price').notNull(),
    totalQuantity: numeric('total_quantity', { precision: 38, scale: 0 }).notNull(),
    feePercent: percent('fee_percent').notNull(),
    feeAmount: money('fee_amount').notNull(),
    finalAmount: money('final_amount').notNull(),
    status: purchaseStatus('status').notNull().default('PENDING'),
    /** UTR of the payment. */
    referenceNumber: text('reference_number'),
    receiptId: uuid('receipt_id').references(() => media.id, { onDelete: 'set null' }),
    bankName: text('bank_name'),
    /** Hash of the request body: a replay with the same purchase_ref but other content is refused. */
    requestHash: text('request_hash').notNull(),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why the platform rejected it (its member's account was deleted); null for an admin's own decisions. */
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    /**
     * Its number within its company, 1, 2, 3 ... in the order recorded, given by the insert trigger
     * (migration 0018; the default only lets an insert leave it out). Not indexed here: purchaseNumbers
     * looks numbers up. See purchaseOrdinals.
     */
    ordinal: bigint('ordinal', { mode: 'number' }).notNull().default(0),
    /**
     * Its member's search text (users.search_text), copied by the insert trigger and passed on when
     * the member's text changes (migration 0019; the default only lets an insert leave it out): a
     * capped search's walk checks each purchase by its own row (ledger-search.ts, preparedWalk).
     */
    memberSearchText: text('member_search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('purchases_user_purchase_ref_uq').on(t.userId, t.purchaseRef),
    // A receipt belongs to one purchase.
    uniqueIndex('purchases_receipt_id_uq')
      .on(t.receiptId)
      .where(sql`${t.receiptId} IS NOT NULL`),
    uniqueIndex('purchases_company_reference_number_uq')
      .on(t.companyId, t.referenceNumber)
      .where(sql`${t.referenceNumber} IS NOT NULL`),
    index('purchases_company_status_created_at_idx').on(t.companyId, t.status, t.createdAt.desc().nullsFirst()),
    // A member's history reads its page in index order (newest first, id breaking ties), ten rows and no sort.
    index('purchases_user_created_at_id_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The ledger's default view (every status, newest first) reads its page in index order instead of sorting the company's purchases.
    index('purchases_company_created_at_id_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A member's allocations (My Stock Details), newest approval first.
    index('purchases_user_approved_decided_at_id_idx')
      .on(t.userId, t.decidedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'APPROVED'`),
    // The ledger search's own half (order number and UTR; see purchaseSearchText).
    index('purchases_search_trgm_idx').using('gin', sql`${purchaseSearchText(t)} gin_trgm_ops`),
    check('purchases_amount_positive', sql`${t.amount} > 0`),
    check('purchases_price_positive', sql`${t.price} > 0`),
    check('purchases_total_quantity_non_negative', sql`${t.totalQuantity} >= 0`),
    check('purchases_fee_non_negative', sql`${t.feePercent} >= 0 AND ${t.feeAmount} >= 0`),
  ],
)

/**
 * Live row counts, kept by triggers on purchases and users (migration 0004), so that a list's total
 * and the dashboard's member figures read a few rows instead of counting the whole ledger. Each count
 * is spread over 16 shard rows picked at random per write, so concurrent writers rarely queue on one
 * row; a count is the sum of its shards. No foreign key: the rows of a deleted company sum to zero.
 */
export const purchaseCounts = pgTable(
  'purchase_counts',
  {
    companyId: uuid('company_id').notNull(),
    status: purchaseStatus('status').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.shard] })],
)

/**
 * Per company, the last purchase number given (purchases.ordinal) and whether the numbers still follow
 * the ledger's (created_at, id) order; kept by the insert trigger on purchases (migration 0018). While
 * they do and `last` equals the live count (nothing deleted), page N of the company's ledger is the
 * numbers just below `last - offset`: ten index entries, where an OFFSET walks past every newer one.
 */
export const purchaseOrdinals = pgTable('purchase_ordinals', {
  // No foreign key, as for purchaseCounts (migration 0018 says why).
  companyId: uuid('company_id').primaryKey(),
  last: bigint('last', { mode: 'number' }).notNull().default(0),
  newestAt: timestamp('newest_at', { withTimezone: true }),
  newestId: uuid('newest_id'),
  inOrder: boolean('in_order').notNull().default(true),
})

/**
 * Each purchase's number within its company (purchases.ordinal), kept by the same trigger, in a table
 * of its own so that approvals, which rewrite a purchase into every index of `purchases`, do not also
 * rewrite an index of numbers (migration 0018). No foreign key: the trigger removes a purchase's row
 * with it.
 */
export const purchaseNumbers = pgTable(
  'purchase_numbers',
  {
    companyId: uuid('company_id').notNull(),
    ordinal: bigint('ordinal', { mode: 'number' }).notNull(),
    purchaseId: uuid('purchase_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.ordinal] })],
)

/**
 * How many purchases each member has, whatever their status, kept by a trigger on purchases
 * (migration 0008), so the history's unfiltered total is a lookup instead of a count over all of the
 * member's purchases. Only a purchase made or removed moves it: approvals and rejections, which
 * queue on the company's row already, write nothing here. One member's purchases are few, so unlike
 * the company counters it needs no shards.
 */
export const memberPurchaseCounts = pgTable('member_purchase_counts', {
  userId: uuid('user_id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
})

/** Live (not deleted) users by company, role, status and approval; see purchaseCounts. */
export const userCounts = pgTable(
  'user_counts',
  {
    companyId: uuid('company_id').notNull(),
    role: userRole('role').notNull(),
    status: userStatus('status').notNull(),
    isApproved: boolean('is_approved').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.role, t.status, t.isApproved, t.shard] })],
)

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    branch: text('branch').notNull(),
    accountNumber: text('account_number').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    upi: text('upi').notNull(),
    upiPayeeName: text('upi_payee_name'),
    isPrimary: boolean('is_primary').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('beneficiaries_company_id_idx').on(t.companyId)],
)

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: outboxChannel('channel').notNull(),
    /** Recipient: lower-cased email or mobile. */
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The one-time code, kept only for the development outbox. */
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_created_at_idx').on(t.to, t.createdAt.desc().nullsFirst())],
)

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/**
 * Mail and SMS on their way through a real transport (SMTP, the SMS provider): written in the
 * transaction that makes the code, sent by a worker after the commit, retried with backoff. A
 * request never waits for a mail server, and a message outlives the process that wrote it. A sent
 * message's row is deleted; a failed one keeps its error, without its text, for the operator.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: outboxChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    /** Holds a code until it is sent or given up: cleared then. */
    body: text('body'),
    status: deliveryStatus('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may (re)try it; a claim pushes it forward as a lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A code past its expiry is worth nothing: the message is given up then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('deliveries_pending_next_attempt_at_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
)

/**
 * A member's balances, kept by the settlement trigger (features/purchases/settle-approved-purchase.sql)
 * from their first allocation on; a member without a row holds nothing. Apart from `users` so that a credit writes this narrow row
 * and its three indexes instead of a new version of the account row in all of its own.
 */
export const holdings = pgTable(
  'holdings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Bought plus referral rewards, locked ones included. */
    stockBalance: supply('stock_balance').notNull().default('0'),
    tokensBought: supply('tokens_bought').notNull().default('0'),
    rewardTokens: supply('reward_tokens').notNull().default('0'),
    /** The level-1 rewards this member's purchases paid their referrer (Refer & Earn's 'reward earned'). */
    referrerRewardTokens: supply('referrer_reward_tokens').notNull().default('0'),
    lastAllocatedAt: timestamp('last_allocated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lock end of the member's latest reward. */
    rewardLockedUntil: timestamp('reward_locked_until', { withTimezone: true }),
  },
  (t) => [
    check('holdings_stock_balance_non_negative', sql`${t.stockBalance} >= 0`),
    // The company's leaderboard (Global Stock Details) in index order, holders only.
    index('holdings_company_stake_idx')
      .on(t.companyId, t.stockBalance.desc().nullsFirst(), t.lastAllocatedAt, t.userId)
      .where(sql`${t.stockBalance} > 0`),
    // The referral report's top referrers.
    index('holdings_company_reward_tokens_idx')
      .on(t.companyId, t.rewardTokens.desc().nullsFirst())
      .where(sql`${t.rewardTokens} > 0`),
  ],
)

/**
 * The referral rewards an approval paid (migration 0015), written by the settlement trigger
 * (features/purchases/settle-approved-purchase.sql) in the approval's own statement: one per purchase and level at most, so a purchase pays each level once.
 * `tokens` is what was credited, `intendedTokens` what the percent asked for (more when the pool
 * ran short: CUT); a SKIPPED reward (referrer blocked, inactive or deleted) credits nothing.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    percent: percent('percent').notNull(),
    purchaseQuantity: numeric('purchase_quantity', { precision: 38, scale: 0 }).notNull(),
    intendedTokens: numeric('intended_tokens', { precision: 38, scale: 0 }).notNull(),
    tokens: numeric('tokens', { precision: 38, scale: 0 }).notNull(),
    status: rewardStatus('status').notNull(),
    reason: text('reason'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_rewards_purchase_level_uq').on(t.purchaseId, t.level),
    // A member's rewards newest first (My Stock Details), and their locked part (Refer & Earn, the report).
    index('referral_rewards_referrer_created_at_id_idx')
      .on(t.referrerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.tokens} > 0`),
    index('referral_rewards_referrer_locked_until_idx')
      .on(t.referrerId, t.lockedUntil)
      .where(sql`${t.tokens} > 0`),
    index('referral_rewards_company_locked_until_idx')
      .on(t.companyId, t.lockedUntil)
      .where(sql`${t.tokens} > 0`),
    check('referral_rewards_level_range', sql`${t.level} IN (1, 2)`),
    check('referral_rewards_tokens_within_intended', sql`${t.tokens} >= 0 AND ${t.tokens} <= ${t.intendedTokens}`),
  ],
)

/**
 * What a member is told of their purchases' decisions and of their referral rewards (the bell in the
 * member's header). Written in the decision's own statement (purchases/decisions.ts) and by the
 * settlement trigger for a reward, beside the email and SMS of the same news. `data` keeps the
 * figures the news names, so that the SPA words it in the language the member reads at the time.
 * No foreign key to purchases: a purchase's deletion would need an index on purchase_id to find them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    purchaseId: uuid('purchase_id').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
)

/**
 * Openings of a member's share link (Refer & Earn's funnel), one row per browser per day: `visitor` is
 * the SHA-256 of the browser's random id (or of its address when it sends none), so a reload or a
 * second tap the same day counts once and nothing here names a person.
 */
export const referralLinkOpens = pgTable(
  'referral_link_opens',
  {
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day in India (IST) the link was opened. */
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.referrerId, t.day, t.visitor] })],
)

/**
 * A ticket to open one live-event stream (migration 0026): EventSource cannot send the
 * Authorization header, so a signed-in client trades its session for one of these first. Random,
 * kept only as its SHA-256, deleted when a stream opens with it (single use), and worth nothing
 * once its session is signed out or 60 seconds have passed (server/features/live).
 */
export const liveTickets = pgTable(
  'live_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_tickets_expires_at_idx').on(t.expiresAt)],
)

export const activityActorKind = pgEnum('activity_actor_kind', ['ADMIN', 'SUPERADMIN', 'SYSTEM'])
/** What the activity log records (server/lib/activity.ts writes them). */
export const activityAction = pgEnum('activity_action', [
  'SIGNED_IN',
  'USER_ADDED',
  'USER_VERIFIED',
  'USER_UPDATED',
  'USER_DELETED',
  'PURCHASE_APPROVED',
  'PURCHASE_REJECTED',
  'BENEFICIARY_CHANGED',
  'REFERRAL_SETTINGS_CHANGED',
  'COMPANY_ADDED',
  'COMPANY_UPDATED',
  'COMPANY_SUSPENDED',
  'COMPANY_RESUMED',
  'ADMIN_ADDED',
  'SECOND_FACTOR_ENROLLED',
  'SECOND_FACTOR_DISABLED',
  'SECOND_FACTOR_RESET',
  'TWO_FACTOR_POLICY_CHANGED',
])

/**
 * Who did what (migration 0028): a company admin's or the super admin's action, written in the
 * statement or transaction of the action itself, with the actor's name and email as they were then.
 * Append-only: triggers refuse UPDATE, DELETE and TRUNCATE. No foreign keys, so a row outlives what
 * it names. company_id is null for a platform-level action of the super admin (their sign-in).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    companyId: uuid('company_id'),
    actorKind: activityActorKind('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    action: activityAction('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    subjectLabel: text('subject_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
    /** The search box's text: the actor's name and email and the subject's label (see userSearchText). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`lower(${activityLog.actorName} || chr(31) || coalesce(${activityLog.actorEmail}, '') || chr(31) || coalesce(${activityLog.subjectLabel}, ''))`,
      ),
  },
  (t) => [
    index('activity_log_company_occurred_at_idx').on(t.companyId, t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_log_occurred_at_idx').on(t.occurredAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('activity_log_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
)
