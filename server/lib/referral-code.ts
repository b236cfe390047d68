import { randomInt } from 'node:crypto'

/** A Member ID: the token symbol and seven random digits, e.g. STR4821937. Unique by index; callers retry. */
export function newReferralCode(tokenSymbol: string): string {
  return `${tokenSymbol}${randomInt(1_000_000, 10_000_000)}`
}

/** Postgres' unique_violation, whichever driver raised it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const pgError = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : undefined
  return Boolean(pgError) && (!constraint || pgError?.constraint === constraint)
}
