import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { activityLog, companies } from '../../db/schema'
import { newestFirstBatches } from '../../lib/csv'
import { likeTerm, pageOffset } from '../../lib/paging'
import type { ActivityAction } from '../../lib/activity'

/** The activity log's reads: a company's (its admins) or every company's (the super admin). */

export interface ActivityFilter {
  /** Undefined: every company (the super admin without a company filter). */
  companyId?: string
  search?: string
  action?: ActivityAction
  /** IST days, YYYY-MM-DD, both included. */
  from?: string
  to?: string
}

/** The first instant of an IST day (India has no daylight saving: always +05:30). */
export const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`)

function where(f: ActivityFilter) {
  const search = f.search?.trim()
  const end = f.to ? new Date(istDayStart(f.to).getTime() + 24 * 3600_000) : undefined
  return and(
    f.companyId ? eq(activityLog.companyId, f.companyId) : undefined,
    f.action ? eq(activityLog.action, f.action) : undefined,
    f.from ? gte(activityLog.occurredAt, istDayStart(f.from)) : undefined,
    end ? lt(activityLog.occurredAt, end) : undefined,
    // The actor's name or email, or the subject's label (schema.ts, activityLog.searchText).
    search ? sql`${activityLog.searchText} like lower(${likeTerm(search)})` : undefined,
  )
}

const columns = {
  id: activityLog.id,
  occurredAt: activityLog.occurredAt,
  companyId: activityLog.companyId,
  companyName: companies.name,
  actorKind: activityLog.actorKind,
  actorName: activityLog.actorName,
  actorEmail: activityLog.actorEmail,
  action: activityLog.action,
  subjectType: activityLog.subjectType,
  subjectId: activityLog.subjectId,
  subjectLabel: activityLog.subjectLabel,
  before: activityLog.before,
  after: activityLog.after,
  ip: activityLog.ip,
}

const newestFirst = [desc(activityLog.occurredAt), desc(activityLog.id)]

export async function listActivity(db: Executor, f: ActivityFilter & { page: number; limit: number }) {
  const condition = where(f)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(activityLog)
      .leftJoin(companies, eq(companies.id, activityLog.companyId))
      .where(condition)
      .orderBy(...newestFirst)
      .limit(f.limit)
      .offset(pageOffset(f.page, f.limit)),
    db.select({ total: count() }).from(activityLog).where(condition),
  ])
  return { rows, total }
}

/** Every entry the list shows for the same filters, newest first, in keyset batches: the CSV export. */
export function exportedActivity(db: Executor, f: ActivityFilter) {
  const condition = where(f)
  return newestFirstBatches((after, limit) =>
    db
      .select({ ...columns, cursorAt: sql<string>`${activityLog.occurredAt}::text` })
      .from(activityLog)
      .leftJoin(companies, eq(companies.id, activityLog.companyId))
      .where(and(condition, after ? sql`(${activityLog.occurredAt}, ${activityLog.id}) < (${after.cursorAt}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(...newestFirst)
      .limit(limit),
  )
}
