const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/

interface DecimalParts {
  negative: boolean
  integer: string
  fraction: string
}

/** Parses a plain decimal string without going through a float, so large amounts stay exact. */
function parseDecimal(value: string | number): DecimalParts | undefined {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim()
  if (text === undefined) return undefined
  const match = DECIMAL_PATTERN.exec(text)
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return undefined
  return {
    negative: match[1] === '-',
    integer: match[2].replace(/^0+(?=\d)/, '') || '0',
    fraction: match[3] ?? '',
  }
}

function numberToPlainString(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined
  // toFixed avoids exponent notation for everything below 1e21; 10 places is beyond any display need.
  return Math.abs(value) >= 1e21 ? undefined : value.toFixed(10)
}

/** Rounds half away from zero on the decimal digits themselves. */
function roundParts(parts: DecimalParts, places: number): DecimalParts {
  const padded = parts.fraction.padEnd(places + 1, '0')
  const kept = padded.slice(0, places)
  if (Number(padded[places]) < 5) return { ...parts, fraction: kept }

  const digits = (parts.integer + kept).split('').map(Number)
  let index = digits.length - 1
  while (index >= 0 && digits[index] === 9) {
    digits[index] = 0
    index -= 1
  }
  if (index < 0) digits.unshift(1)
  else digits[index] += 1
  const all = digits.join('')
  const integerLength = all.length - places
  return { ...parts, integer: all.slice(0, integerLength), fraction: all.slice(integerLength) }
}

/** Indian digit grouping: the last three digits, then groups of two (1,23,45,678). */
export function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits
  const lastThree = integerDigits.slice(-3)
  const rest = integerDigits.slice(0, -3)
  const pairs = rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `${pairs},${lastThree}`
}

function formatParts(parts: DecimalParts, places: number, prefix: string): string {
  const rounded = roundParts(parts, places)
  const isZero = /^0*$/.test(rounded.integer + rounded.fraction)
  const sign = rounded.negative && !isZero ? '-' : ''
  const fraction = places > 0 ? `.${rounded.fraction}` : ''
  return `${sign}${prefix}${groupIndian(rounded.integer)}${fraction}`
}

const NOT_A_NUMBER = '—'

/** '₹1,23,456.00'. Exact for decimal strings (the API sends money as strings). */
export function formatINR(value: string | number): string {
  const parts = parseDecimal(value)
  return parts ? formatParts(parts, 2, '₹') : NOT_A_NUMBER
}

/** Token quantities with Indian grouping: whole tokens by default, or a fixed number of places. */
export function formatTokenAmount(value: string | number, fractionDigits = 0): string {
  const parts = parseDecimal(value)
  return parts ? formatParts(parts, fractionDigits, '') : NOT_A_NUMBER
}

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** '21/11/2025, 06:45 pm' — the user screens' date and time (en-GB, 12-hour clock). */
export function formatDateTimeGB(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value)
  if (!date) return NOT_A_NUMBER
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // hourCycle, not hour12: en-GB's 12-hour clock is h11 in ICU, which writes the hour after midnight as 00.
    hourCycle: 'h12',
    timeZone,
  }).format(date)
}

/** 'YYYY-MM-DD' — the admin tables' date, in the viewer's calendar unless a time zone is given. */
export function formatDateISO(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value)
  if (!date) return NOT_A_NUMBER
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** '21/11/2025' — the date half of formatDateTimeGB. */
export function formatDateGB(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value)
  if (!date) return NOT_A_NUMBER
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date)
}

/** '06:35 pm' — the time half of formatDateTimeGB (12-hour clock). */
export function formatTimeGB(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value)
  if (!date) return NOT_A_NUMBER
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h12', timeZone }).format(date)
}

const AGE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** How long ago `value` was, in its largest whole unit: 'just now', '5 minutes ago', '3 hours ago', 'yesterday', '12 days ago'. */
export function formatAge(value: string | number | Date, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(value).getTime())
  const format = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' })
  for (const [unit, ms] of AGE_UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit)
  return 'just now'
}
