/** A constraint PostgreSQL refused, whichever driver raised it (drizzle wraps the driver's error as its cause). */
function violation(err: unknown, code: string, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const pgError = e?.code === code ? e : e?.cause?.code === code ? e.cause : undefined
  return Boolean(pgError) && (!constraint || pgError?.constraint === constraint)
}

/** unique_violation (23505), of one named constraint when given. */
export const isUniqueViolation = (err: unknown, constraint?: string) => violation(err, '23505', constraint)

/** foreign_key_violation (23503), of one named constraint when given. */
export const isForeignKeyViolation = (err: unknown, constraint?: string) => violation(err, '23503', constraint)

/** check_violation (23514), of one named constraint when given. */
export const isCheckViolation = (err: unknown, constraint?: string) => violation(err, '23514', constraint)

/** Node's socket failures and node-postgres' own wording for a connection that failed or went quiet. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
const UNAVAILABLE_MESSAGE = /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Connection ended|not queryable/i

/**
 * The database is down, refusing, restarting or too slow to answer: not the request's fault and
 * worth a retry (503), whichever layer raised it (drizzle wraps the driver's error as its cause).
 * 57P01-57P03: admin shutdown, crash shutdown, cannot connect now; 57014: statement_timeout;
 * class 08: connection exceptions.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : ''
    if (UNAVAILABLE_SOCKET_CODES.has(code) || /^57P0[123]$/.test(code) || code === '57014' || /^08/.test(code)) return true
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true
  }
  return false
}

/**
 * A read that completes the answer to a write already committed (the rewards an approval paid),
 * retried while the database is only unavailable: a pool whose connections are all busy gives up
 * waiting after its connect timeout, and a 503 there would tell an admin that an approval which went
 * through had failed, and their retry would then be refused as "already decided". A lasting outage
 * still answers 503 after the last attempt.
 */
export async function readAfterCommit<T>(read: () => Promise<T>, attempts = 4, pauseMs = 200): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read()
    } catch (err) {
      if (attempt >= attempts || !isDatabaseUnavailable(err)) throw err
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt))
    }
  }
}
