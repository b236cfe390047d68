/** The server's date-of-birth check (see openapi.yaml, dateOfBirth), said before a round trip. */

/** Today as YYYY-MM-DD in the member's own time zone: nobody is born tomorrow. */
export function todayISO(): string {
  const now = new Date()
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

export function birthDateProblem(date: string): string | null {
  if (!date) return null
  if (date > todayISO()) return 'Date of birth cannot be in the future.'
  if (date < '1900-01-01') return 'Please enter a valid date of birth.'
  return null
}
