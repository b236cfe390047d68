import { and, count, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/index'
import { recoveryCodes, secondFactors, signInChallenges, superadmins, twoFactorPolicies, users } from '../../db/schema'
import { CHALLENGE_TTL_SECONDS, type ChallengeKind } from '../../lib/sign-in-challenge'

/** Second factors, recovery codes and sign-in challenges: all of two-factor sign-in's SQL. */

/** Whose authenticator: a company admin's or the super admin's. */
export type Account = { role: 'ADMIN'; userId: string } | { role: 'SUPERADMIN'; superadminId: string }

const ownedBy = (account: Account) => (account.role === 'ADMIN' ? eq(secondFactors.userId, account.userId) : eq(secondFactors.superadminId, account.superadminId))

export type SecondFactor = typeof secondFactors.$inferSelect

export async function findSecondFactor(db: Executor, account: Account) {
  const [row] = await db.select().from(secondFactors).where(ownedBy(account))
  return row
}

export async function countRecoveryCodesLeft(db: Executor, secondFactorId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.secondFactorId, secondFactorId), isNull(recoveryCodes.usedAt)))
  return row.left
}

const companyRequires = sql<boolean>`coalesce(${twoFactorPolicies.required}, false)`

/** The account's email (the label in the authenticator app) and, for an admin, whether their company requires a second factor. */
export async function findAccountFacts(db: Executor, account: Account) {
  if (account.role === 'SUPERADMIN') {
    const [row] = await db.select({ email: superadmins.email }).from(superadmins).where(eq(superadmins.id, account.superadminId))
    return row && { email: row.email, companyRequires: false }
  }
  const [row] = await db
    .select({ email: users.email, companyRequires: companyRequires })
    .from(users)
    .leftJoin(twoFactorPolicies, eq(twoFactorPolicies.companyId, users.companyId))
    .where(eq(users.id, account.userId))
  return row
}

/** A new secret awaiting its first code; refused (undefined) when one is already enabled. */
export async function savePendingSecret(db: Executor, account: Account, pendingSecretEnc: string) {
  const owner = account.role === 'ADMIN' ? { userId: account.userId } : { superadminId: account.superadminId }
  const [row] = await db
    .insert(secondFactors)
    .values({ ...owner, pendingSecretEnc })
    .onConflictDoUpdate({
      target: account.role === 'ADMIN' ? secondFactors.userId : secondFactors.superadminId,
      set: { pendingSecretEnc },
      setWhere: isNull(secondFactors.enabledAt),
    })
    .returning({ id: secondFactors.id })
  return row
}

/** The pending secret becomes the active one, if it is still the one the code was checked against. */
export async function enableSecondFactor(db: Executor, id: string, pendingSecretEnc: string, step: number) {
  const [row] = await db
    .update(secondFactors)
    .set({ secretEnc: pendingSecretEnc, pendingSecretEnc: null, enabledAt: sql`now()`, lastStep: step })
    .where(and(eq(secondFactors.id, id), isNull(secondFactors.enabledAt), eq(secondFactors.pendingSecretEnc, pendingSecretEnc)))
    .returning({ id: secondFactors.id })
  return Boolean(row)
}

/** Records the step a code was accepted for; false when that step or a later one was already used (a replay, or a race lost). */
export async function takeTimeStep(db: Executor, id: string, step: number): Promise<boolean> {
  const [row] = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(and(eq(secondFactors.id, id), isNotNull(secondFactors.enabledAt), lt(secondFactors.lastStep, step)))
    .returning({ id: secondFactors.id })
  return Boolean(row)
}

/** Uses a recovery code once: of two concurrent uses, only one finds it unused. */
export async function useRecoveryCode(db: Executor, secondFactorId: string, codeHash: string): Promise<boolean> {
  const [row] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.secondFactorId, secondFactorId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
  return Boolean(row)
}

/** A new set of recovery codes; the earlier ones are gone. */
export async function replaceRecoveryCodes(db: Executor, secondFactorId: string, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.secondFactorId, secondFactorId))
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ secondFactorId, codeHash })))
}

export async function deleteSecondFactor(db: Executor, id: string) {
  await db.delete(secondFactors).where(eq(secondFactors.id, id))
}

/** A new challenge for the admin; their expired ones are only clutter. */
export async function insertChallenge(db: Executor, userId: string, kind: ChallengeKind) {
  await db.delete(signInChallenges).where(and(eq(signInChallenges.userId, userId), lt(signInChallenges.expiresAt, sql`now()`)))
  const [row] = await db
    .insert(signInChallenges)
    .values({ userId, kind, expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})` })
    .returning({ id: signInChallenges.id })
  return row
}

/** How many wrong codes a challenge takes before it is dead. */
export const CHALLENGE_MAX_FAILURES = 5

const challengeIsLive = (challengeId: string, userId: string) =>
  and(
    eq(signInChallenges.id, challengeId),
    eq(signInChallenges.userId, userId),
    isNull(signInChallenges.consumedAt),
    lt(signInChallenges.failedAttempts, CHALLENGE_MAX_FAILURES),
    gt(signInChallenges.expiresAt, sql`now()`),
  )

/**
 * The live challenge with its admin, who must still be a live, active admin: blocking or deleting
 * someone between their password and their code stops the sign-in.
 */
export async function findLiveChallenge(db: Executor, challengeId: string, userId: string) {
  const [row] = await db
    .select({ id: signInChallenges.id, kind: signInChallenges.kind, userId: users.id, companyId: users.companyId })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(and(challengeIsLive(challengeId, userId), eq(users.role, 'ADMIN'), eq(users.status, 'ACTIVE'), isNull(users.deletedAt)))
  return row
}

/** Completes the challenge once: of two concurrent completions, one wins. */
export async function consumeChallenge(db: Executor, challengeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .update(signInChallenges)
    .set({ consumedAt: sql`now()` })
    .where(challengeIsLive(challengeId, userId))
    .returning({ id: signInChallenges.id })
  return Boolean(row)
}

/** Counts a wrong code; answers the failures so far. */
export async function recordChallengeFailure(db: Executor, challengeId: string): Promise<number> {
  const [row] = await db
    .update(signInChallenges)
    .set({ failedAttempts: sql`${signInChallenges.failedAttempts} + 1` })
    .where(eq(signInChallenges.id, challengeId))
    .returning({ failed: signInChallenges.failedAttempts })
  return row?.failed ?? CHALLENGE_MAX_FAILURES
}

/** Whether the admin has an enabled second factor, and whether their company requires one. */
export async function findAdminTwoFactorFacts(db: Executor, userId: string) {
  const [row] = await db
    .select({ enabled: sql<boolean>`${secondFactors.enabledAt} IS NOT NULL`, companyRequires })
    .from(users)
    .leftJoin(twoFactorPolicies, eq(twoFactorPolicies.companyId, users.companyId))
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .where(eq(users.id, userId))
  return row
}
