import { http, HttpResponse } from 'msw'
import type { BankAccount, Media, PaymentDetails, TokenPrice, UserProfile, UserTransaction, UserTransactionPage } from '@/client/types.gen'
import type { GlobalStockEntry, MemberDashboard, MyReferral, MyStockEntry, Referee, ReferralRewardEntry } from '@/client/types.gen'
import type { AdminDashboard, AdminTransaction, AdminUser, Beneficiary, CollectionStats, MemberStats, PendingPurchaseStats } from '@/client/types.gen'
import type { Company, CompanyPage, PlatformDashboard, PlatformTransaction } from '@/client/types.gen'
import type { ActiveSession, TwoFactorSetup, TwoFactorStatus } from '@/client/types.gen'
import type { Notification } from '@/client/types.gen'

function base64url(value: string): string {
  const binary = Array.from(new TextEncoder().encode(value), (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** An unsigned token with the given claims; the SPA only ever decodes it to pick a route. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const payload = base64url(JSON.stringify({ sub: 'user-1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims }))
  return `${header}.${payload}.signature`
}

export function signInConsole(role: 'ADMIN' | 'SUPERADMIN' | 'USER', claims: Record<string, unknown> = {}): void {
  window.localStorage.setItem('accessToken', fakeJwt({ role, ...claims }))
  window.localStorage.setItem('isLoggedIn', 'true')
  window.localStorage.setItem('reloadCount', '1')
}

export function buildProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61',
    name: 'Asha Verma',
    email: 'asha@example.com',
    mobile: '9876543210',
    referralCode: 'STR1024',
    dateOfBirth: '1994-03-12',
    kycDocumentNumber: null,
    profileImage: null,
    globalStake: '0',
    stockBalance: '0',
    language: 'en',
    decisionChannels: 'BOTH',
    rewardChannels: 'BOTH',
    isApproved: true,
    ...overrides,
  }
}

export function profileHandler(profile: UserProfile = buildProfile()) {
  return http.get('/api/v1/user/auth/profile/get', () => HttpResponse.json({ status: true, message: 'Profile fetched successfully', data: profile }))
}

// --- Active sessions ---

export function buildSession(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id: '6f1d2c3b-4a59-4e8f-9b7a-1c2d3e4f5a6b',
    device: 'Chrome on Android',
    address: '203.0.113.x',
    createdAt: '2026-11-21T04:30:00.000Z',
    lastSeenAt: '2026-11-21T09:55:00.000Z',
    current: true,
    ...overrides,
  }
}

export const SESSIONS_URLS = {
  member: '/api/v1/user/auth/sessions',
  admin: '/api/v1/company/auth/sessions',
  superadmin: '/api/v1/superadmin/auth/sessions',
} as const

/** An area's list of sessions (the profile page's, by default): this device alone unless told otherwise. */
export function sessionsHandler(records: ActiveSession[] = [buildSession()], area: keyof typeof SESSIONS_URLS = 'member') {
  return http.get(SESSIONS_URLS[area], () => HttpResponse.json({ status: true, message: 'Active sessions fetched successfully', data: { records, total: records.length } }))
}

// --- Member stock tables and the referral programme ---

export function buildGlobalStockEntry(overrides: Partial<GlobalStockEntry> = {}): GlobalStockEntry {
  return {
    rank: 1,
    isMe: false,
    walletAddress: null,
    stockQty: '1000',
    transactionHash: null,
    lastAllocatedAt: '2026-11-20T10:30:00.000Z',
    lockedUntil: null,
    ...overrides,
  }
}

let stockSequence = 0

export function buildMyStockEntry(overrides: Partial<MyStockEntry> = {}): MyStockEntry {
  stockSequence += 1
  return {
    id: `stock-${stockSequence}`,
    kind: 'PURCHASE',
    memberId: 'STR1024',
    stockQty: '200',
    transactionHash: null,
    createdAt: '2026-11-20T10:30:00.000Z',
    reward: null,
    lockedUntil: null,
    ...overrides,
  }
}

/** Both dashboard tables' calls, each one page (empty unless given). */
export function buildMemberDashboard(overrides: Partial<MemberDashboard> = {}): MemberDashboard {
  return { price: '10.00', tokenSymbol: 'STR', privateSupply: '30000000.00', allocatedSupply: '0.00', invested: '0.00', pendingOrders: 0, ...overrides }
}

/** The member dashboard's calls: its sale figures and the two stock tables. */
export function stockHandlers({
  global = [],
  mine = [],
  lastPage = 1,
  sale = buildMemberDashboard(),
  recent = [],
}: { global?: GlobalStockEntry[]; mine?: MyStockEntry[]; lastPage?: number; sale?: MemberDashboard; recent?: UserTransaction[] } = {}) {
  return [
    http.get('/api/v1/user/dashboard/get', () => HttpResponse.json({ status: true, message: 'Dashboard fetched successfully', data: sale })),
    // The member's newest purchases, which the dashboard reads for rejections to answer.
    transactionsHandler({ records: recent, lastPage: 1 }),
    http.get('/api/v1/user/stock/global/list', () => HttpResponse.json({ status: true, message: 'Global stock fetched successfully', data: { records: global, lastPage } })),
    http.get('/api/v1/user/stock/my/list', () => HttpResponse.json({ status: true, message: 'Stock fetched successfully', data: { records: mine, lastPage } })),
  ]
}

export function buildMyReferral(overrides: Partial<MyReferral> = {}): MyReferral {
  return {
    referralCode: 'STR1024',
    referees: 2,
    totals: { earned: '60', locked: '50', available: '10', nextUnlockAt: '2026-12-25T09:30:00.000Z' },
    rules: { enabled: true, level1Percent: '5.00', level2Percent: '1.00', lockDays: 30 },
    funnel: { opens: 1240, registrations: 2, firstPurchases: 1, rewards: 1 },
    ...overrides,
  }
}

/** Refer & Earn's three calls: the member's figures, one page of the members they referred and one of the rewards history. */
export function referralHandlers({ referral = buildMyReferral(), referees = [] as Referee[], lastPage = 1, rewards = [] as ReferralRewardEntry[], rewardsLastPage = 1 } = {}) {
  return [
    http.get('/api/v1/user/referral/get', () => HttpResponse.json({ status: true, message: 'Referral details fetched successfully', data: referral })),
    http.get('/api/v1/user/referral/list', () => HttpResponse.json({ status: true, message: 'Referrals fetched successfully', data: { records: referees, lastPage } })),
    http.get('/api/v1/user/referral/rewards', () =>
      HttpResponse.json({ status: true, message: 'Referral rewards fetched successfully', data: { records: rewards, lastPage: rewardsLastPage } }),
    ),
  ]
}

/** The success envelope of a call whose answer is only a message. */
export function messageOk(message: string) {
  return HttpResponse.json({ status: true, message, data: null })
}

/** The failure envelope: one message, or a list that the SPA shows as one toast per item. */
export function messageFailure(message: string | string[], status = 400) {
  return HttpResponse.json({ status: false, message }, { status })
}

export function buildMedia(overrides: Partial<Media> = {}): Media {
  return {
    id: '7c0e4b1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
    url: '/api/v1/media/file/7c0e4b1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b?expires=4102444800&signature=test',
    ...overrides,
  }
}

// --- Buying: price, payment details, settings, purchases ---

export function buildTokenPrice(overrides: Partial<TokenPrice> = {}): TokenPrice {
  return { price: '10.00', platformChargePercent: '2.00', remainingPrivateSupply: '30000000', tokenSymbol: 'STR', ...overrides }
}

export function priceHandler(price: TokenPrice = buildTokenPrice()) {
  return http.get('/api/v1/user/package/price/get', () => HttpResponse.json({ status: true, message: 'Token price fetched successfully', data: price }))
}

export function settingsHandler(platformChargePercent = '2.00') {
  return http.get('/api/v1/user/package/settings/get', () =>
    HttpResponse.json({ status: true, message: 'Settings fetched successfully', data: { platformChargePercent, currency: 'INR' } }),
  )
}

export function buildBankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
    holderName: 'STR Token Pvt Ltd',
    bankName: 'State Bank of India',
    branch: 'Connaught Place, New Delhi',
    accountNumber: '123456789012',
    ifscCode: 'SBIN0000691',
    ...overrides,
  }
}

export function buildPaymentDetails(overrides: Partial<PaymentDetails> = {}): PaymentDetails {
  return { bankAccounts: [buildBankAccount()], upi: { id: 'strtoken@sbi', payeeName: 'STR Token' }, ...overrides }
}

export function paymentDetailsHandler(details: PaymentDetails = buildPaymentDetails()) {
  return http.get('/api/v1/user/package/beneficiary/get', () => HttpResponse.json({ status: true, message: 'Payment details fetched successfully', data: details }))
}

let transactionSequence = 0

export function buildTransaction(overrides: Partial<UserTransaction> = {}): UserTransaction {
  transactionSequence += 1
  const n = String(transactionSequence).padStart(6, '0')
  return {
    id: `9a8b7c6d-0000-4000-8000-${n.padStart(12, '0')}`,
    transactionId: `PUR-${n}`,
    createdAt: '2025-11-21T13:05:00.000Z',
    paymentMethod: 'UPI',
    referenceNumber: `4${n.padStart(11, '0')}`,
    amount: '100.00',
    price: '10.00',
    totalQuantity: '10',
    platformChargePercent: '2.00',
    feeAmount: '2.00',
    finalAmount: '102.00',
    status: 'PENDING',
    receipt: { url: `/api/v1/media/file/7c0e4b1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b?expires=4102444800&signature=${n}` },
    rejectionReason: null,
    ...overrides,
  }
}

export function transactionsHandler(page: UserTransactionPage = { records: [], lastPage: 1 }) {
  return http.get('/api/v1/user/transaction/list', () => HttpResponse.json({ status: true, message: 'Transactions fetched successfully', data: page }))
}

// --- Company admin console: users, purchases, beneficiary, dashboard ---

let adminUserSequence = 0

export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  adminUserSequence += 1
  const n = String(adminUserSequence).padStart(4, '0')
  return {
    id: `5b1e2c3d-0000-4000-8000-00000000${n}`,
    name: `Member ${n}`,
    mobile: `98765${n.padStart(5, '0')}`,
    email: `member${n}@example.com`,
    role: 'USER',
    referralCode: `STR${n}`,
    isApproved: false,
    status: 'ACTIVE',
    createdAt: '2025-11-21T10:15:00.000Z',
    ...overrides,
  }
}

let adminTransactionSequence = 0

export function buildAdminTransaction(overrides: Partial<AdminTransaction> = {}): AdminTransaction {
  adminTransactionSequence += 1
  const n = String(adminTransactionSequence).padStart(6, '0')
  return {
    id: `6c2f3d4e-0000-4000-8000-${n.padStart(12, '0')}`,
    transactionId: `PUR-${n}`,
    user: { id: '0b8f5a52-5d0e-4d0c-9d55-3c1a1d2f4e61', referralCode: 'STR1024', name: 'Asha Verma', mobile: '9876543210' },
    paymentMethod: 'UPI',
    amount: '10000.00',
    price: '10.00',
    totalQuantity: '1000',
    feeAmount: '200.00',
    finalAmount: '10200.00',
    status: 'PENDING',
    referenceNumber: `4${n.padStart(11, '0')}`,
    bankName: null,
    receipt: { url: `/api/v1/media/file/7c0e4b1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b?expires=4102444800&signature=r${n}` },
    decidedBy: null,
    decidedAt: null,
    rejectionReason: null,
    rewards: [],
    createdAt: '2025-11-21T13:05:00.000Z',
    ...overrides,
  }
}

export function buildBeneficiary(overrides: Partial<Beneficiary> = {}): Beneficiary {
  return {
    id: '8d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    holderName: 'STR Token Pvt Ltd',
    bankName: 'State Bank of India',
    branch: 'Connaught Place, New Delhi',
    accountNumber: '123456789012',
    ifscCode: 'SBIN0000691',
    upi: 'strtoken@sbi',
    ...overrides,
  }
}

export function buildAdminDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    userActive: 12,
    userInactive: 3,
    userBlock: 1,
    totalSupply: '100000000.00',
    privateSupply: '30000000.00',
    remainingPrivateSupply: '29999000.00',
    publicCellSupply: '50000000.00',
    angelInvestorSupply: '10000000.00',
    founderTeamSupply: '7500000.00',
    airdropSupply: '2500000.00',
    privateSupplyData: { total: '30000000.00', remaining: '29999000.00', stockBalance: '1000.00' },
    ...overrides,
  }
}

function buildMemberStats(overrides: Partial<MemberStats> = {}): MemberStats {
  return { totalMembers: 16, verificationCompleted: 10, verificationPending: 6, ...overrides }
}

export function buildCollectionStats(overrides: Partial<CollectionStats> = {}): CollectionStats {
  return { total: '40000.00', bank: '10000.00', upi: '20000.00', manual: '10000.00', crypto: '0.00', ...overrides }
}

/** The four calls of the admin dashboard, each answering with the given data. */
export function adminDashboardHandlers({
  dashboard = buildAdminDashboard(),
  members = buildMemberStats(),
  collections = buildCollectionStats(),
  pending = { count: 1234, amount: '1234567.50' },
}: { dashboard?: AdminDashboard; members?: MemberStats; collections?: CollectionStats; pending?: PendingPurchaseStats } = {}) {
  return [
    http.get('/api/v1/admin/dashboard/pending', () => HttpResponse.json({ status: true, message: 'Pending purchases fetched successfully', data: pending })),
    http.get('/api/v1/admin/dashboard/get', () => HttpResponse.json({ status: true, message: 'Dashboard fetched successfully', data: dashboard })),
    http.get('/api/v1/admin/dashboard/members', () => HttpResponse.json({ status: true, message: 'Member statistics fetched successfully', data: members })),
    http.get('/api/v1/admin/dashboard/collections', () => HttpResponse.json({ status: true, message: 'Collections fetched successfully', data: collections })),
  ]
}

// --- Super admin console: companies, the platform-wide ledger, company beneficiaries ---

function buildPlatformDashboard(overrides: Partial<PlatformDashboard> = {}): PlatformDashboard {
  return { companies: 2, members: 16, verifiedMembers: 10, pendingPurchases: 3, approvedPurchases: 40, collections: buildCollectionStats(), ...overrides }
}

/** The super admin dashboard's one call, answering with the given figures. */
export function platformDashboardHandler(figures = buildPlatformDashboard()) {
  return http.get('/api/v1/superadmin/dashboard', () => HttpResponse.json({ status: true, message: 'Dashboard fetched successfully', data: figures }))
}

let companySequence = 0

export function buildCompany(overrides: Partial<Company> = {}): Company {
  companySequence += 1
  const n = String(companySequence).padStart(4, '0')
  return {
    id: `4a0d1b2c-0000-4000-8000-00000000${n}`,
    companyName: `Company ${n} Pvt Ltd`,
    email: `company${n}@example.com`,
    mobile: `98110${n.padStart(5, '0')}`,
    companyAadhaarCard: 'XXXXXXXX0129',
    companyPan: 'AAACN1234Q',
    companyAddress: '12 Residency Road, Bengaluru',
    companyPincode: '560025',
    tokenName: `Token ${n}`,
    tokenSymbol: `TK${n}`,
    price: '2.50',
    totalSupply: '1000000',
    platformChargePercent: '1.50',
    status: 'ACTIVE',
    suspendedAt: null,
    suspensionReason: null,
    createdAt: '2025-11-21T10:15:00.000Z',
    ...overrides,
  }
}

/** The company list, answering every query with the given page. */
export function companiesHandler(page: CompanyPage = { records: [buildCompany()], total: 1, totalCapped: false }) {
  return http.get('/api/v1/superadmin/company/list', () => HttpResponse.json({ status: true, message: 'Companies fetched successfully', data: page }))
}

export function buildPlatformTransaction(overrides: Partial<PlatformTransaction> = {}): PlatformTransaction {
  return {
    ...buildAdminTransaction(),
    company: { id: '5d3f1c2e-8a47-4b6e-9c21-7e0f4a9b3d68', companyName: 'STR Token Pvt Ltd', tokenSymbol: 'STR' },
    ...overrides,
  }
}

// --- Two-factor sign-in ---

/** A challenge as the server signs it: three base64url parts, never a session. */
export const CHALLENGE = 'eyJhbGciOiJIUzI1NiJ9.eyJwdXJwb3NlIjoiMmZhIn0.c2lnbmF0dXJl'

/** Ten recovery codes in the server's shape; `batch` tells one set from the next. */
export function buildRecoveryCodes(batch = 'a'): string[] {
  return 'hijklmnopq'.split('').map((letter) => `${batch}bcde-${letter}${letter}kmn`)
}

export function buildTwoFactorStatus(overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus {
  return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, companyRequires: false, ...overrides }
}

export const TOTP_SETUP: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/STR:admin%40str.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=STR',
}

// --- The member's notifications (the bell) ---

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '2c9a6f0e-1b7d-4c3e-8f5a-9d0e1f2a3b4c',
    kind: 'PURCHASE_APPROVED',
    purchaseId: '7e1d2c3b-4a59-4e8f-9b7a-1c2d3e4f5a6b',
    data: { orderNumber: 'PUR-000123', tokens: '2000', tokenSymbol: 'STR', amount: '20200.00', reason: null },
    createdAt: '2026-11-21T09:30:00.000Z',
    readAt: null,
    ...overrides,
  }
}

/** The bell's list: these notifications, and as unread count the unread among them unless told. */
export function notificationsHandler(records: Notification[], unreadCount = records.filter((r) => !r.readAt).length) {
  return http.get('/api/v1/user/notification/list', () => HttpResponse.json({ status: true, message: 'Notifications fetched successfully', data: { records, unreadCount } }))
}
