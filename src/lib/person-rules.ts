/**
 * The contract's rules for a person's name and date of birth (openapi.yaml: PersonName; the
 * server's date check), said before a round trip. Control characters, escape sequences and
 * direction overrides/isolates could make a name read differently in an admin's table.
 */
const UNSAFE_IN_NAME = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

export function nameProblem(name: string): string | null {
  return UNSAFE_IN_NAME.test(name) ? 'Name cannot contain control or text-direction characters.' : null
}

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
