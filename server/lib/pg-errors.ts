/** A constraint PostgreSQL refused, whichever driver raised it (drizzle wraps the driver's error as its cause). */
function violation(err: unknown, code: string, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const pgError = e?.code === code ? e : e?.cause?.code === code ? e.cause : undefined
  return Boolean(pgError) && (!constraint || pgError?.constraint === constraint)
}

/** unique_violation (23505), of one named constraint when given. */
export const isUniqueViolation = (err: unknown, constraint?: string) => violation(err, '23505', constraint)

/** check_violation (23514), of one named constraint when given. */
export const isCheckViolation = (err: unknown, constraint?: string) => violation(err, '23514', constraint)
