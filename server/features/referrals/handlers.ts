import { createHash } from 'node:crypto'
import type { RouteHandlers } from '@/client/fastify.gen'
import type { MyStockEntry, ReferralSettings } from '@/client/types.gen'
import { companyPrincipalOf } from '../../plugins/auth'
import { changedValues, recordActivity } from '../../lib/activity'
import { notFound } from '../../lib/errors'
import { pageOffset } from '../../lib/paging'
import { enforceRateLimit, RATE_LIMITS } from '../../lib/rate-limit'
import { wholeTokens } from '../../lib/amounts'
import * as repo from './repository'
import { minusTokens, recognisableName } from './rules'

/** The referral programme: the members' stock tables and Refer & Earn, the admin's settings and report. */

const lastPageOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

const toSettings = (row: repo.ReferralSettingsRow): ReferralSettings => ({
  enabled: row.enabled,
  level1Percent: row.level1Percent,
  level2Percent: row.level2Percent,
  lockDays: row.lockDays,
})

async function settingsOf(request: Parameters<RouteHandlers['getReferralSettings']>[0], companyId: string) {
  const settings = await repo.findSettings(request.server.db, companyId)
  if (!settings) throw notFound('COMPANY_NOT_FOUND')
  return toSettings(settings)
}

const listMyStock: RouteHandlers['listMyStock'] = async (request, reply) => {
  const { page = 1, limit = 10 } = request.query ?? {}
  const { rows, total } = await repo.myStockPage(request.server.db, companyPrincipalOf(request).userId, limit, pageOffset(page, limit))
  const records = rows.map((row): MyStockEntry => ({
    id: row.id,
    kind: row.kind,
    memberId: row.member_id,
    stockQty: row.stock_qty,
    transactionHash: null,
    createdAt: iso(row.at)!,
    reward:
      row.kind === 'REWARD'
        ? { level: row.level as 1 | 2, percent: row.percent!, purchaseQuantity: row.purchase_quantity!, intendedTokens: row.intended_tokens!, status: row.status! }
        : null,
    lockedUntil: iso(row.locked_until),
  }))
  return reply.code(200).send({ status: true, message: 'Stock fetched successfully', data: { records, lastPage: lastPageOf(total, limit) } })
}

const listGlobalStock: RouteHandlers['listGlobalStock'] = async (request, reply) => {
  const { page = 1, limit = 10 } = request.query ?? {}
  const { companyId, userId } = companyPrincipalOf(request)
  const offset = pageOffset(page, limit)
  const { rows, total } = await repo.leaderboardPage(request.server.db, companyId, limit, offset)
  const records = rows.map((row, i) => ({
    rank: offset + i + 1,
    isMe: row.id === userId,
    walletAddress: null,
    stockQty: wholeTokens(row.stockBalance),
    transactionHash: null,
    lastAllocatedAt: row.lastAllocatedAt.toISOString(),
    lockedUntil: iso(row.rewardLockedUntil),
  }))
  return reply.code(200).send({ status: true, message: 'Global stock fetched successfully', data: { records, lastPage: lastPageOf(total, limit) } })
}

const getMyReferral: RouteHandlers['getMyReferral'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const [me, rules, funnel] = await Promise.all([repo.myReferral(request.server.db, userId), settingsOf(request, companyId), repo.funnelOf(request.server.db, userId)])
  if (!me) throw notFound('MEMBER_NOT_FOUND')
  const earned = wholeTokens(me.rewardTokens)
  const locked = wholeTokens(me.locked)
  const data = {
    referralCode: me.referralCode,
    referees: me.referees,
    totals: { earned, locked, available: minusTokens(earned, locked), nextUnlockAt: iso(me.nextUnlockAt) },
    rules,
    funnel,
  }
  return reply.code(200).send({ status: true, message: 'Referral details fetched successfully', data })
}

const listMyReferees: RouteHandlers['listMyReferees'] = async (request, reply) => {
  const { page = 1, limit = 10 } = request.query ?? {}
  const { rows, total } = await repo.refereesPage(request.server.db, companyPrincipalOf(request).userId, limit, pageOffset(page, limit))
  const records = rows.map((row) => ({
    id: row.id,
    name: recognisableName(row.name),
    level: row.level as 1 | 2,
    via: row.via === null ? null : recognisableName(row.via),
    joinedAt: iso(row.created_at)!,
    verified: row.is_approved,
    purchased: wholeTokens(row.tokens_bought) !== '0',
    tokensBought: wholeTokens(row.tokens_bought),
    rewardEarned: wholeTokens(row.reward_earned),
  }))
  return reply.code(200).send({ status: true, message: 'Referrals fetched successfully', data: { records, lastPage: lastPageOf(total, limit) } })
}

const listMyReferralRewards: RouteHandlers['listMyReferralRewards'] = async (request, reply) => {
  const { page = 1, limit = 10 } = request.query ?? {}
  const { rows, total } = await repo.rewardsPage(request.server.db, companyPrincipalOf(request).userId, limit, pageOffset(page, limit))
  const records = rows.map((row) => ({
    id: row.id,
    createdAt: iso(row.created_at)!,
    from: row.buyer === null ? null : recognisableName(row.buyer),
    level: Number(row.level) as 1 | 2,
    tokens: wholeTokens(row.tokens),
    status: row.status,
    lockedUntil: iso(row.locked_until),
  }))
  return reply.code(200).send({ status: true, message: 'Referral rewards fetched successfully', data: { records, lastPage: lastPageOf(total, limit) } })
}

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

/**
 * A share link was opened. Always the same answer, so it cannot tell a real code from a made-up one;
 * the visitor is kept only as a hash, of the browser's random id or else of its address.
 */
const recordReferralOpen: RouteHandlers['recordReferralOpen'] = async (request, reply) => {
  const { db } = request.server
  await enforceRateLimit(db, `referral-open:ip:${request.ip}`, RATE_LIMITS.referralOpenPerIp)
  const { companyId, referralCode, visitorId } = request.body
  const visitor = createHash('sha256')
    .update(visitorId ? `id:${visitorId}` : `ip:${request.ip}`)
    .digest('hex')
  await repo.recordOpen(db, { companyId, referralCode: referralCode.trim().toUpperCase(), day: todayInIndia(), visitor })
  return reply.code(200).send({ status: true, message: 'Received', data: null })
}

const getReferralSettings: RouteHandlers['getReferralSettings'] = async (request, reply) => {
  const data = await settingsOf(request, companyPrincipalOf(request).companyId)
  return reply.code(200).send({ status: true, message: 'Referral settings fetched successfully', data })
}

const updateReferralSettings: RouteHandlers['updateReferralSettings'] = async (request, reply) => {
  const { companyId, userId } = companyPrincipalOf(request)
  const saved = await request.server.db.transaction(async (tx) => {
    const before = await repo.findSettings(tx, companyId, { forUpdate: true })
    const after = await repo.saveSettings(tx, companyId, request.body)
    if (!before || !after) throw notFound('COMPANY_NOT_FOUND')
    await recordActivity(tx, {
      companyId,
      actor: { kind: 'ADMIN', userId },
      action: 'REFERRAL_SETTINGS_CHANGED',
      subject: { type: 'REFERRAL_SETTINGS', id: companyId, label: null },
      ...changedValues(before, after),
      ip: request.ip,
    })
    return after
  })
  return reply.code(200).send({ status: true, message: 'Referral settings updated successfully', data: toSettings(saved) })
}

const getReferralReport: RouteHandlers['getReferralReport'] = async (request, reply) => {
  const { companyId } = companyPrincipalOf(request)
  const { db } = request.server
  const [pool, top] = await Promise.all([repo.poolFigures(db, companyId), repo.topReferrers(db, companyId)])
  if (!pool) throw notFound('COMPANY_NOT_FOUND')
  const { enabled, level1Percent, level2Percent, lockDays, rewardsLocked, ...figures } = pool
  const data = {
    settings: toSettings({ enabled, level1Percent, level2Percent, lockDays }),
    pool: { ...figures, rewardsLocked: `${rewardsLocked}`, rewardsAvailable: minusTokens(figures.rewards, rewardsLocked) },
    topReferrers: top.map((row) => ({ user: row.user, referees: row.referees, rewardTokens: wholeTokens(row.rewardTokens) })),
  }
  return reply.code(200).send({ status: true, message: 'Referral report fetched successfully', data })
}

export const referralHandlers = {
  listMyStock,
  listGlobalStock,
  getMyReferral,
  listMyReferees,
  listMyReferralRewards,
  recordReferralOpen,
  getReferralSettings,
  updateReferralSettings,
  getReferralReport,
}
