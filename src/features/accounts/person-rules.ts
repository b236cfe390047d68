import { m } from '@/paraglide/messages'

/** The server's date-of-birth check (see openapi.yaml, dateOfBirth), said before a round trip. */

/** Today as YYYY-MM-DD in the member's own time zone: nobody is born tomorrow. */
export function todayISO(): string {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/** The problem with a date of birth in the language of the moment (the server's own words for it), or null. */
export function birthDateProblem(date: string): string | null {
  if (!date) return null
  if (date > todayISO()) return m.error_date_of_birth_in_future()
  if (date < '1900-01-01') return m.error_date_of_birth_invalid()
  return null
}
