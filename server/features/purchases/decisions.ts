import { and, eq, sql } from 'drizzle-orm'
import type { PurchaseReward } from '@/client/types.gen'
import type { Database, Executor } from '../../db/index'
import { preparedPerDatabase } from '../../db/prepared'
import { companies, purchases, users } from '../../db/schema'
import { conflict, HttpError, notFound } from '../../lib/errors'
import { decisionActivitySql } from '../../lib/activity'
import { isCheckViolation, readAfterCommit } from '../../lib/pg-errors'
import { asFormat, DECISION_KEYS, purchaseApproved, purchaseRejected, rejectionReasonLine, type DecisionNews } from './decision-news'
import { ledgerColumns, nameOfUser, rewardsJson, toRewards, type DecidedRow } from './ledger-rows'

/** The two decisions on a pending purchase, approval and rejection, and what an approval paid. */

const rewardsOfPurchase = preparedPerDatabase((db) =>
  db
    .select({ rewards: rewardsJson(sql`${sql.placeholder('purchaseId')}::uuid`) })
    .from(sql`(select 1) as one`)
    .prepare('ledger_rewards_of_purchase'),
)

/**
 * The rewards a purchase just approved paid. The settlement trigger writes them in the approval's
 * own statement, which cannot read its trigger's rows back, hence this second read, made after the
 * approval committed and so retried while the database is only busy (readAfterCommit).
 */
export async function rewardsPaidBy(db: Executor, row: DecidedRow): Promise<PurchaseReward[]> {
  if (row.purchase.status !== 'APPROVED' || !row.referredById) return []
  const [found] = await readAfterCommit(() => rewardsOfPurchase(db).execute({ purchaseId: row.purchase.id }))
  return toRewards(found.rewards)
}

/**
 * The status flip both decisions start with, as a CTE taking the `purchaseId`, `companyId` and
 * `adminId` placeholders: only while the purchase is still PENDING, in the admin's company.
 */
function decision<A extends string>(db: Executor, alias: A, status: 'APPROVED' | 'REJECTED') {
  // Tokens are never approved onto an account that is gone (a deletion rejects its pending
  // purchases; this also covers any left from before that rule).
  const memberLive = status === 'APPROVED' ? sql`exists (select 1 from ${users} where ${users.id} = ${purchases.userId} and ${users.deletedAt} is null)` : undefined
  return db.$with(alias).as(
    db
      .update(purchases)
      .set({
        status,
        decidedById: sql`${sql.placeholder('adminId')}`,
        decidedAt: sql`now()`,
        // A rejection carries the admin's reason (or none) for the member's history.
        ...(status === 'REJECTED' ? { rejectionReason: sql`${sql.placeholder('reason')}` } : {}),
      })
      .where(and(eq(purchases.id, sql.placeholder('purchaseId')), eq(purchases.companyId, sql.placeholder('companyId')), eq(purchases.status, 'PENDING'), memberLive))
      .returning(),
  )
}
const adminName = nameOfUser(sql.placeholder('adminId'))

/**
 * The news of a decision, as two more CTEs of the decision's statement over its `decided` row (none
 * when the purchase was no longer PENDING, so a refused decision queues nothing): the member's
 * notification, and their email and SMS by the channels they chose (users.decision_channels), in
 * their language, into the delivery queue the notifier's worker empties after the commit. The
 * texts are decision-news.ts's templates, rendered here with format(); the links start at the
 * `appUrl` placeholder. A deleted member hears nothing.
 */
function decisionNews(db: Executor, status: 'APPROVED' | 'REJECTED') {
  const templates = status === 'APPROVED' ? purchaseApproved : purchaseRejected
  const appUrl = sql`${sql.placeholder('appUrl')}::text`
  const reasonFormat = (language: 'en' | 'hi') => asFormat(({ reason }) => rejectionReasonLine[language](reason), ['reason'])
  const values = sql.join(
    [
      sql`d.purchase_ref`,
      sql`indian_number(d.total_quantity, 0)`,
      sql`c.token_symbol`,
      sql`indian_number(d.final_amount, 2)`,
      sql`${appUrl} || '/user/payment-history?status=ALL&search=' || d.purchase_ref`,
      sql`${appUrl} || '/user/payment-history?status=' || d.status`,
      sql`case when d.rejection_reason is null then '' else format(case u.language when 'hi' then ${reasonFormat('hi')}::text else ${reasonFormat('en')}::text end, d.rejection_reason) end`,
    ],
    sql`, `,
  )
  const inLanguage = (part: (news: DecisionNews) => string) =>
    sql`format(case u.language when 'hi' then ${asFormat((v) => part(templates.hi(v)), DECISION_KEYS)}::text else ${asFormat((v) => part(templates.en(v)), DECISION_KEYS)}::text end, ${values})`
  const kind = status === 'APPROVED' ? 'PURCHASE_APPROVED' : 'PURCHASE_REJECTED'
  const decidedOfLiveMember = sql`"decided" d join ${users} u on u.id = d.user_id and u.deleted_at is null join ${companies} c on c.id = d.company_id`
  const notification = db.$with('notified', {}).as(
    sql`insert into notifications (user_id, kind, purchase_id, data)
      select d.user_id, ${kind}::notification_kind, d.id, jsonb_build_object('orderNumber', d.purchase_ref, 'tokens', d.total_quantity::text,
        'tokenSymbol', c.token_symbol, 'amount', d.final_amount::text, 'reason', d.rejection_reason)
      from ${decidedOfLiveMember}`,
  )
  const messages = db.$with('queued', {}).as(
    sql`insert into deliveries (channel, "to", subject, body, expires_at)
      select m.channel, m.recipient, m.subject, m.body, now() + interval '7 days'
      from ${decidedOfLiveMember}
      cross join lateral (values
        ('EMAIL'::outbox_channel, u.email, ${inLanguage((news) => news.email.subject)}, ${inLanguage((news) => news.email.text)}),
        ('SMS'::outbox_channel, u.mobile, null, ${inLanguage((news) => news.sms)})
      ) m(channel, recipient, subject, body)
      where u.decision_channels in (m.channel::text, 'BOTH')`,
  )
  // The activity log's row of the decision: one more CTE of the same statement, no round trip.
  const logged = db.$with('logged', {}).as(decisionActivitySql(sql`"decided"`, kind))
  return [notification, messages, logged] as const
}

/**
 * A decision's statement: the status flip (see decision), answered as the admin list shows the
 * purchase. An approval's supply, sold and collected totals and the member's balance are settled by
 * the purchases_settle_approval trigger (settle-approved-purchase.sql) inside this same statement.
 */
const decisionStatement = (status: 'APPROVED' | 'REJECTED', name: string) =>
  preparedPerDatabase((db) => {
    const decided = decision(db, 'decided', status)
    return db
      .with(decided, ...decisionNews(db, status))
      .select({
        purchase: decided._.selectedFields,
        user: ledgerColumns.user,
        deciderName: adminName,
        company: ledgerColumns.company,
        referredById: ledgerColumns.referredById,
      })
      .from(decided)
      .innerJoin(users, eq(users.id, decided.userId))
      .innerJoin(companies, eq(companies.id, decided.companyId))
      .prepare(name)
  })
const approveStatement = decisionStatement('APPROVED', 'approve_purchase')
const rejectStatement = decisionStatement('REJECTED', 'reject_purchase')

/**
 * PENDING -> APPROVED in one statement: the status flip only while still PENDING (a concurrent
 * decision on the same purchase waits for the row and then finds it decided), and the settlement
 * its trigger makes, the supply taken under CHECK (remaining_private_supply >= 0), which aborts the
 * whole statement, status flip included, rather than oversell. Two admins at the same moment, or one
 * clicking twice, approve once and never oversell. One prepared round trip: approval is the
 * launch-day hot path. Answers the purchase as the admin list shows it, decided.
 */
export async function approvePurchase(db: Database, companyId: string, purchaseId: string, adminId: string, appUrl: string, ip: string | null = null): Promise<DecidedRow> {
  let row: DecidedRow | undefined
  try {
    ;[row] = await approveStatement(db).execute({ companyId, purchaseId, adminId, appUrl, ip })
  } catch (err) {
    if (isCheckViolation(err, 'companies_remaining_private_supply_non_negative')) {
      throw conflict('SUPPLY_EXHAUSTED')
    }
    throw err
  }
  if (!row) throw await whyNotPending(db, companyId, purchaseId)
  return row
}

/**
 * PENDING -> REJECTED, only while still PENDING, with the admin's reason (null without one). Nothing
 * else moves. Answers the purchase, decided.
 */
export async function rejectPurchase(
  db: Database,
  companyId: string,
  purchaseId: string,
  adminId: string,
  reason: string | null,
  appUrl: string,
  ip: string | null = null,
): Promise<DecidedRow> {
  const [row] = await rejectStatement(db).execute({ companyId, purchaseId, adminId, reason, appUrl, ip })
  if (!row) throw await whyNotPending(db, companyId, purchaseId)
  return row
}

async function whyNotPending(db: Database, companyId: string, purchaseId: string) {
  const [row] = await db
    .select({ status: purchases.status, memberDeletedAt: users.deletedAt })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.companyId, companyId)))
  if (!row) return notFound('PURCHASE_NOT_FOUND')
  if (row.status === 'PENDING' && row.memberDeletedAt) return conflict('PURCHASE_MEMBER_DELETED')
  return conflict('PURCHASE_ALREADY_DECIDED', { status: row.status.toLowerCase() })
}

type BulkOutcome =
  | { id: string; outcome: 'DECIDED'; row: DecidedRow }
  | { id: string; outcome: 'ALREADY_DECIDED'; status: 'APPROVED' | 'REJECTED' }
  | { id: string; outcome: 'NOT_FOUND' }
  | { id: string; outcome: 'SUPPLY_EXHAUSTED' | 'MEMBER_DELETED'; status: 'PENDING' }

/**
 * One decision on many purchases: each id goes through the single decision (approvePurchase or
 * rejectPurchase), one statement after the other, so each is decided exactly once and settled and
 * rewarded as one decided alone, and an id that cannot be decided leaves the others decided. One
 * after the other rather than side by side: approvals of one company queue on its row anyway, and
 * a call of 100 should not take 100 of the pool's connections from everyone else. An id sent twice
 * (uuids in either letter case) is decided once, at its first place. A failure that is not one of
 * the refusals below (the database gone) ends the call; what was decided before it stays decided.
 */
export async function decideMany(
  db: Database,
  companyId: string,
  adminId: string,
  ids: string[],
  decision: { kind: 'APPROVE' } | { kind: 'REJECT'; reason: string | null },
  appUrl: string,
  ip: string | null = null,
): Promise<BulkOutcome[]> {
  const seen = new Set<string>()
  const outcomes: BulkOutcome[] = []
  for (const id of ids) {
    const key = id.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    try {
      const row =
        decision.kind === 'APPROVE' ? await approvePurchase(db, companyId, id, adminId, appUrl, ip) : await rejectPurchase(db, companyId, id, adminId, decision.reason, appUrl, ip)
      outcomes.push({ id, outcome: 'DECIDED', row })
    } catch (err) {
      outcomes.push(refusedOutcome(id, err))
    }
  }
  return outcomes
}

/** The single decision's refusal as a bulk outcome; anything else is no refusal and is thrown on. */
function refusedOutcome(id: string, err: unknown): BulkOutcome {
  if (err instanceof HttpError) {
    switch (err.code) {
      case 'PURCHASE_NOT_FOUND':
        return { id, outcome: 'NOT_FOUND' }
      case 'PURCHASE_ALREADY_DECIDED':
        return { id, outcome: 'ALREADY_DECIDED', status: String(err.params?.status).toUpperCase() === 'REJECTED' ? 'REJECTED' : 'APPROVED' }
      case 'SUPPLY_EXHAUSTED':
        return { id, outcome: 'SUPPLY_EXHAUSTED', status: 'PENDING' }
      case 'PURCHASE_MEMBER_DELETED':
        return { id, outcome: 'MEMBER_DELETED', status: 'PENDING' }
    }
  }
  throw err
}
