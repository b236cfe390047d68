import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/index'
import { preparedPerDatabase } from '../../db/prepared'
import { companies, holdings, purchases, referralLinkOpens, referralRewards, users } from '../../db/schema'
import { heldOrZero } from './holdings'

/**
 * The referral programme's reads and its settings. Its writes happen in the approval's own
 * statement, in the settlement trigger (../purchases/settle-approved-purchase.sql, by the rule of
 * referral-reward.sql): nothing here credits a reward.
 */

const settingsColumns = {
  enabled: companies.referralEnabled,
  level1Percent: companies.referralLevel1Percent,
  level2Percent: companies.referralLevel2Percent,
  lockDays: companies.referralLockDays,
}
export type ReferralSettingsRow = { enabled: boolean; level1Percent: string; level2Percent: string; lockDays: number }

export async function findSettings(db: Executor, companyId: string, options: { forUpdate?: boolean } = {}): Promise<ReferralSettingsRow | undefined> {
  const query = db.select(settingsColumns).from(companies).where(eq(companies.id, companyId))
  // Read under the row's lock by a change, so its log shows what it really replaced.
  const [row] = options.forUpdate ? await query.for('update') : await query
  return row
}

export async function saveSettings(db: Executor, companyId: string, settings: ReferralSettingsRow): Promise<ReferralSettingsRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({
      referralEnabled: settings.enabled,
      referralLevel1Percent: settings.level1Percent,
      referralLevel2Percent: settings.level2Percent,
      referralLockDays: settings.lockDays,
    })
    .where(eq(companies.id, companyId))
    .returning(settingsColumns)
  return row
}

/** Reward tokens still locked: a credited reward whose lock end is ahead. */
const lockedSum = sql<string>`coalesce(sum(${referralRewards.tokens}), 0)::text`
const stillLocked = and(gt(referralRewards.tokens, '0'), sql`${referralRewards.lockedUntil} > now()`)

/** How many allocations a member has: approved purchases and credited rewards (placeholder `userId`). */
const allocationCount = sql<number>`((select count(*) from ${purchases} where ${purchases.userId} = ${sql.placeholder('userId')} and ${purchases.status} = 'APPROVED')
  + (select count(*) from ${referralRewards} where ${referralRewards.referrerId} = ${sql.placeholder('userId')} and ${referralRewards.tokens} > 0))::int`

/**
 * One page of a member's allocations, newest first: their approved purchases and the rewards
 * credited to them, each read in its own index's order (enough rows from each to fill the page),
 * then merged. The reward's row names the buyer whose purchase paid it. The total rides along.
 * Prepared once: a member's rows are few, so the plan PostgreSQL keeps for any member is the one
 * it would make for each, and neither parsing nor planning is paid per request.
 */
const myStockStatement = preparedPerDatabase((db) => {
  const [userId, upTo] = [sql.placeholder('userId'), sql.placeholder('upTo')]
  const allocations = sql`(
      (select p.id, 'PURCHASE' as kind, p.user_id as member, p.total_quantity::text as stock_qty, p.decided_at as at,
          null::smallint as level, null::text as percent, null::text as purchase_quantity, null::text as intended_tokens,
          null::reward_status as status, null::timestamptz as locked_until
        from ${purchases} p
        where p.user_id = ${userId} and p.status = 'APPROVED'
        order by p.decided_at desc nulls first, p.id desc limit ${upTo})
      union all
      (select r.id, 'REWARD', (select b.user_id from ${purchases} b where b.id = r.purchase_id), r.tokens::text, r.created_at,
          r.level, r.percent::text, r.purchase_quantity::text, r.intended_tokens::text, r.status, r.locked_until
        from ${referralRewards} r
        where r.referrer_id = ${userId} and r.tokens > 0
        order by r.created_at desc, r.id desc limit ${upTo})
      order by at desc, id desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
    ) a left join ${users} m on m.id = a.member`
  return db
    .select({
      id: sql<string>`a.id`,
      kind: sql<'PURCHASE' | 'REWARD'>`a.kind`,
      member_id: sql<string>`coalesce(m.referral_code, '')`,
      stock_qty: sql<string>`a.stock_qty`,
      at: sql<string | Date>`a.at`,
      level: sql<number | null>`a.level`,
      percent: sql<string | null>`a.percent`,
      purchase_quantity: sql<string | null>`a.purchase_quantity`,
      intended_tokens: sql<string | null>`a.intended_tokens`,
      status: sql<'PAID' | 'CUT' | 'SKIPPED' | null>`a.status`,
      locked_until: sql<string | Date | null>`a.locked_until`,
      total: allocationCount,
    })
    .from(allocations)
    .orderBy(sql`a.at desc, a.id desc`)
    .prepare('my_stock_page')
})
const allocationsOf = preparedPerDatabase((db) =>
  db
    .select({ total: allocationCount })
    .from(sql`(select 1) as one`)
    .prepare('my_stock_total'),
)

export async function myStockPage(db: Executor, userId: string, limit: number, offset: number) {
  const page = await myStockStatement(db).execute({ userId, upTo: limit + offset, limit, offset })
  // Only a page past the end has no row to carry the total.
  const total = page[0]?.total ?? (await allocationsOf(db).execute({ userId }))[0].total
  return { rows: page, total }
}

/**
 * One page of the company's holders, largest first, read in the order of holdings_company_stake_idx;
 * the number of holders is the company's kept counter, so no page counts the members.
 */
export async function leaderboardPage(db: Executor, companyId: string, limit: number, offset: number) {
  const [rows, [company]] = await Promise.all([
    db
      .select({
        id: holdings.userId,
        stockBalance: holdings.stockBalance,
        lastAllocatedAt: holdings.lastAllocatedAt,
        rewardLockedUntil: holdings.rewardLockedUntil,
      })
      .from(holdings)
      .where(and(eq(holdings.companyId, companyId), gt(holdings.stockBalance, '0')))
      .orderBy(desc(holdings.stockBalance), holdings.lastAllocatedAt, holdings.userId)
      .limit(limit)
      .offset(offset),
    db.select({ holders: companies.stakeHolders }).from(companies).where(eq(companies.id, companyId)),
  ])
  return { rows, total: company?.holders ?? 0 }
}

export async function myReferral(db: Executor, userId: string) {
  const [me] = await db
    .select({
      referralCode: users.referralCode,
      rewardTokens: heldOrZero(holdings.rewardTokens),
      companyId: users.companyId,
      locked: sql<string>`(select ${lockedSum} from ${referralRewards} where ${and(eq(referralRewards.referrerId, users.id), stillLocked)})`,
      nextUnlockAt: sql<string | null>`(select min(${referralRewards.lockedUntil}) from ${referralRewards} where ${and(eq(referralRewards.referrerId, users.id), stillLocked)})`,
    })
    .from(users)
    .leftJoin(holdings, eq(holdings.userId, users.id))
    .where(eq(users.id, userId))
  if (!me) return undefined
  // Counted on its own: inside one select, Drizzle may write the outer id unqualified, and a
  // correlated subquery over users would then compare each referee with itself.
  const [{ referees }] = await db
    .select({ referees: count() })
    .from(users)
    .where(and(eq(users.referredById, userId), isNull(users.deletedAt)))
  return { ...me, referees }
}

/** A member's referees at both levels: registered with their code (1) or with a level-1 referee's (2). */
const refereesOf = (userId: string) =>
  sql`u.deleted_at is null and u.id <> ${userId}
    and (u.referred_by_id = ${userId} or u.referred_by_id in (select l1.id from ${users} l1 where l1.referred_by_id = ${userId}))`

interface RefereeRow extends Record<string, unknown> {
  id: string
  name: string
  created_at: string | Date
  is_approved: boolean
  level: number
  via: string | null
  tokens_bought: string
  reward_earned: string
}

/**
 * One page of a member's live referees, both levels in one list, newest first. Level 2 is found
 * through the level-1 members (users_referred_by_id_idx both times); what a row paid the member is
 * summed from the member's own rewards (referral_rewards_referrer_created_at_id_idx), whatever the level.
 */
export async function refereesPage(db: Executor, userId: string, limit: number, offset: number) {
  const [page, counted] = await Promise.all([
    db.execute<RefereeRow>(sql`
      select u.id, u.name, u.created_at, u.is_approved,
        case when u.referred_by_id = ${userId} then 1 else 2 end as level,
        case when u.referred_by_id = ${userId} then null else v.name end as via,
        coalesce(h.tokens_bought, 0)::text as tokens_bought,
        (select coalesce(sum(r.tokens), 0)::text from ${referralRewards} r join ${purchases} p on p.id = r.purchase_id
          where r.referrer_id = ${userId} and r.tokens > 0 and p.user_id = u.id) as reward_earned
      from ${users} u
      left join ${users} v on v.id = u.referred_by_id
      left join ${holdings} h on h.user_id = u.id
      where ${refereesOf(userId)}
      order by u.created_at desc, u.id desc
      limit ${limit} offset ${offset}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from ${users} u where ${refereesOf(userId)}`),
  ])
  return { rows: page.rows, total: counted.rows[0].total }
}

/**
 * The member's share link step by step: opens, registrations with the code, those of them with an
 * approved purchase, and the level-1 rewards credited. Deleted referees count: they did register.
 */
export async function funnelOf(db: Executor, userId: string) {
  const { rows } = await db.execute<{ opens: number; registrations: number; first_purchases: number; rewards: number }>(sql`
    select
      (select count(*)::int from ${referralLinkOpens} o where o.referrer_id = ${userId}) as opens,
      (select count(*)::int from ${users} u where u.referred_by_id = ${userId}) as registrations,
      (select count(*)::int from ${users} u join ${holdings} h on h.user_id = u.id
        where u.referred_by_id = ${userId} and h.tokens_bought > 0) as first_purchases,
      (select count(*)::int from ${referralRewards} r where r.referrer_id = ${userId} and r.level = 1 and r.tokens > 0) as rewards`)
  const [row] = rows
  return { opens: row.opens, registrations: row.registrations, firstPurchases: row.first_purchases, rewards: row.rewards }
}

interface RewardRow extends Record<string, unknown> {
  id: string
  created_at: string | Date
  level: number
  tokens: string
  status: 'PAID' | 'CUT' | 'SKIPPED'
  locked_until: string | Date | null
  buyer: string | null
}

/** One page of the rewards credited to a member, newest first, in referral_rewards_referrer_created_at_id_idx's order, each with its buyer's name. */
export async function rewardsPage(db: Executor, userId: string, limit: number, offset: number) {
  const credited = and(eq(referralRewards.referrerId, userId), gt(referralRewards.tokens, '0'))
  const [page, [{ total }]] = await Promise.all([
    db.execute<RewardRow>(sql`
      select r.id, r.created_at, r.level, r.tokens::text as tokens, r.status, r.locked_until,
        case when b.deleted_at is null then b.name end as buyer
      from ${referralRewards} r
      join ${purchases} p on p.id = r.purchase_id
      join ${users} b on b.id = p.user_id
      where r.referrer_id = ${userId} and r.tokens > 0
      order by r.created_at desc, r.id desc
      limit ${limit} offset ${offset}`),
    db.select({ total: count() }).from(referralRewards).where(credited),
  ])
  return { rows: page.rows, total }
}

/**
 * Counts one open of a share link, once per visitor per day: only for a code of an active member of
 * the company; any other code writes nothing, and the caller is not told which happened.
 */
export async function recordOpen(db: Executor, open: { companyId: string; referralCode: string; day: string; visitor: string }) {
  await db.execute(sql`
    insert into ${referralLinkOpens} (referrer_id, day, visitor)
    select u.id, ${open.day}::date, ${open.visitor} from ${users} u
    where u.company_id = ${open.companyId} and u.referral_code = ${open.referralCode}
      and u.role = 'USER' and u.status = 'ACTIVE' and u.deleted_at is null
    on conflict do nothing`)
}

/** The pool's figures, all kept on the company row, and the rewards still locked. */
export async function poolFigures(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      ...settingsColumns,
      total: companies.privateSupply,
      sold: companies.tokensSold,
      rewards: companies.rewardTokens,
      remaining: companies.remainingPrivateSupply,
      rewardsCut: companies.rewardCutTokens,
      rewardsSkipped: companies.rewardsSkipped,
      rewardsLocked: sql<string>`(select ${lockedSum} from ${referralRewards} where ${and(eq(referralRewards.companyId, companies.id), stillLocked)})`,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row
}

const referee = alias(users, 'referee')

/** The company's ten members who earned the most rewards, through holdings_company_reward_tokens_idx. */
export async function topReferrers(db: Executor, companyId: string) {
  return db
    .select({
      user: { id: users.id, referralCode: users.referralCode, name: users.name, mobile: users.mobile },
      rewardTokens: holdings.rewardTokens,
      // Through an alias, so the outer member's id is always written qualified.
      referees: sql<number>`(select count(*)::int from ${users} as "referee" where ${and(eq(referee.referredById, users.id), isNull(referee.deletedAt))})`,
    })
    .from(holdings)
    .innerJoin(users, eq(users.id, holdings.userId))
    .where(and(eq(holdings.companyId, companyId), gt(holdings.rewardTokens, '0')))
    .orderBy(desc(holdings.rewardTokens), holdings.userId)
    .limit(10)
}
