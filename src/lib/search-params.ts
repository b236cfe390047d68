/**
 * The router's search params, read and written as the strings they are. The router's
 * default reads each value as JSON, so a digit-only search came back as a number (a 20-digit UTR
 * lost its last digits) and a string that looks like a number was written quoted
 * (`search=%229876%22`). Here every value is text; the route schemas decide what is a number.
 */

/** Each key's first value, decoded; `+` is a space, as in any form-encoded query. */
export function parseSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const search: Record<string, string> = {}
  for (const [key, value] of params) if (!(key in search)) search[key] = value
  return search
}

/**
 * Every defined value as its text, percent-encoded (a space as %20, as a browser shows it); a
 * value that is itself an object (none of our routes has one) as JSON, so nothing is lost.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}
