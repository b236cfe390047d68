import { and, eq, isNotNull } from 'drizzle-orm'
import type { Executor } from '../db/index'
import { companies } from '../db/schema'
import { forbidden } from './errors'

/**
 * The reason as COMPANY_SUSPENDED's message carries it: the message ends the sentence itself, so a
 * reason typed with its own full stop does not end in two.
 */
export function suspensionParams(reason: string) {
  return { reason: reason.trim().replace(/[.\s।]+$/u, '') }
}

/**
 * Refuses (403 COMPANY_SUSPENDED, with the reason) what a suspended company's people may not start:
 * signing in, registering, resetting a password. Their open sessions are refused by the session check.
 */
export async function refuseSuspendedCompany(db: Executor, companyId: string): Promise<void> {
  const [row] = await db
    .select({ reason: companies.suspensionReason })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNotNull(companies.suspendedAt)))
  if (row) throw forbidden('COMPANY_SUSPENDED', suspensionParams(row.reason ?? ''))
}
