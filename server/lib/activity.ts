import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/index'
import type { activityAction } from '../db/schema'

/**
 * The activity log's one writer (the table: schema.ts, activityLog). Every slice records its admin and
 * super-admin actions through it, on the executor of the action's own transaction, so an action that
 * fails records nothing and one that commits is recorded exactly once. The approval's hot path uses
 * activityRowSql as one more CTE of its statement instead.
 */

export type ActivityAction = (typeof activityAction.enumValues)[number]

export type ActivityActor = { kind: 'ADMIN'; userId: string } | { kind: 'SUPERADMIN'; superadminId: string }

export interface ActivityEntry {
  /**
   * Null for a platform-level action of the super admin (their sign-in); left out, an admin's own
   * company (a super admin's: null).
   */
  companyId?: string | null
  actor: ActivityActor
  action: ActivityAction
  subject?: { type: string; id: string | null; label: string | null }
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  ip?: string | null
}

/**
 * Keys whose values never enter the log, whatever a caller passes: passwords and their hashes, secrets,
 * one-time and recovery codes, tokens and Aadhaar numbers.
 */
const SECRET_KEY = /password|hash|secret|otp|^code$|codes?$|token$|aadhaar/i

/** The changed values as the log keeps them: secrets left out, undefined dropped. */
function loggedValues(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!values) return null
  const kept = Object.entries(values).filter(([key, value]) => value !== undefined && !SECRET_KEY.test(key))
  return kept.length ? Object.fromEntries(kept) : null
}

/** Only the keys whose value changed, as a before and an after. */
export function changedValues<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const keys = Object.keys(after).filter((key) => after[key] !== undefined && after[key] !== before[key])
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  }
}

/** The actor's name and email as they are now, read inside the writing statement. */
function actorColumns(actor: ActivityActor | { kind: 'ADMIN'; userId: SQL }): SQL {
  if (actor.kind === 'SUPERADMIN') {
    const id = sql`${actor.superadminId}::uuid`
    return sql`'SUPERADMIN'::activity_actor_kind, ${id}, coalesce((select name from superadmins where id = ${id}), ''), (select email from superadmins where id = ${id})`
  }
  const id = sql`${actor.userId}::uuid`
  return sql`'ADMIN'::activity_actor_kind, ${id}, coalesce((select name from users where id = ${id}), ''), (select email from users where id = ${id})`
}

/** A lone UTF-16 surrogate: text keeps it as U+FFFD, but jsonb refuses its \\u escape, so it is replaced first. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
const wellFormed = (_key: string, value: unknown) => (typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value)

const json = (values: Record<string, unknown> | null | undefined) => {
  const kept = loggedValues(values)
  return kept ? sql`${JSON.stringify(kept, wellFormed)}::jsonb` : sql`null::jsonb`
}

function companyOf(entry: ActivityEntry): SQL {
  if (entry.companyId !== undefined) return sql`${entry.companyId}::uuid`
  return entry.actor.kind === 'ADMIN' ? sql`(select company_id from users where id = ${entry.actor.userId}::uuid)` : sql`null::uuid`
}

/** The INSERT of one entry, for a statement's CTE or on its own. */
export function activityInsert(entry: ActivityEntry): SQL {
  const subject = entry.subject ?? { type: null, id: null, label: null }
  return sql`insert into activity_log (company_id, actor_kind, actor_id, actor_name, actor_email, action, subject_type, subject_id, subject_label, before, after, ip)
    values (${companyOf(entry)}, ${actorColumns(entry.actor)}, ${entry.action}::activity_action, ${subject.type}, ${subject.id}, ${subject.label},
      ${json(entry.before)}, ${json(entry.after)}, ${entry.ip?.slice(0, 64) ?? null})`
}

/** Records one entry, on the executor (the transaction) of the action it records. */
export async function recordActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  await db.execute(activityInsert(entry))
}

/**
 * The log rows of a statement's decided purchases, as a CTE's body over `from` (rows with id,
 * company_id, purchase_ref, status and rejection_reason), by the admin in the `adminId` placeholder:
 * the approval's statement records its decision without a second round trip.
 */
export function decisionActivitySql(from: SQL, action: 'PURCHASE_APPROVED' | 'PURCHASE_REJECTED'): SQL {
  const admin = sql`${sql.placeholder('adminId')}::uuid`
  return sql`insert into activity_log (company_id, actor_kind, actor_id, actor_name, actor_email, action, subject_type, subject_id, subject_label, before, after, ip)
    select d.company_id, 'ADMIN'::activity_actor_kind, a.id, a.name, a.email, ${sql.raw(`'${action}'`)}::activity_action, 'PURCHASE', d.id::text, d.purchase_ref,
      jsonb_build_object('status', 'PENDING'), jsonb_strip_nulls(jsonb_build_object('status', d.status, 'reason', d.rejection_reason)), ${sql.placeholder('ip')}::varchar
    from ${from} d join users a on a.id = ${admin}`
}
