import { getLocale } from '@/lib/message-locale'
import { m } from '@/paraglide/messages'

const DECIMAL_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)$/

/**
 * A plain decimal string for Intl.NumberFormat, which formats a string's digits exactly (no float),
 * so large amounts stay exact. Intl would also read '', 'Infinity' or '0x10' as numbers; those are
 * refused here.
 */
function decimalText(value: string | number): string | undefined {
  if (typeof value === 'number') {
    // toFixed avoids exponent notation for everything below 1e21; 10 places is beyond any display need.
    return Number.isFinite(value) && Math.abs(value) < 1e21 ? value.toFixed(10) : undefined
  }
  const text = value.trim()
  return DECIMAL_PATTERN.test(text) ? text : undefined
}

/**
 * Indian grouping, a fixed number of places rounded half away from zero, and no sign on an amount
 * that rounds to zero ('-0.001' is '₹0.00').
 */
function decimalFormat(places: number, currency?: 'INR'): Intl.NumberFormat {
  return new Intl.NumberFormat('en-IN', {
    ...(currency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    roundingMode: 'halfExpand',
    signDisplay: 'negative',
  })
}

// Made on first use, not when the module loads: a browser's first Intl object loads its locale
// data (about 100 ms of main thread on a phone), and a page without a number (the login) never needs it.
let inr: Intl.NumberFormat | undefined
const tokenFormats = new Map<number, Intl.NumberFormat>()

/** The token format with `places` fraction digits, made once. */
function tokenFormat(places: number): Intl.NumberFormat {
  let format = tokenFormats.get(places)
  if (!format) tokenFormats.set(places, (format = decimalFormat(places)))
  return format
}

/*
 * Numbers are formatted 'en-IN' in both languages: Indian grouping (1,23,456) in Latin digits, which
 * Indian banks, UPI apps and receipts use in Hindi too.
 */

/** Indian digit grouping: the last three digits, then groups of two (1,23,45,678). */
export function groupIndian(integerDigits: string): string {
  return tokenFormat(0).format(integerDigits as `${number}`)
}

const NOT_A_NUMBER = '—'

/** '₹1,23,456.00'. Exact for decimal strings (the API sends money as strings). */
export function formatINR(value: string | number): string {
  const text = decimalText(value)
  return text === undefined ? NOT_A_NUMBER : (inr ??= decimalFormat(2, 'INR')).format(text as `${number}`)
}

/** Token quantities with Indian grouping: whole tokens by default, or a fixed number of places. */
export function formatTokenAmount(value: string | number, fractionDigits = 0): string {
  const text = decimalText(value)
  return text === undefined ? NOT_A_NUMBER : tokenFormat(fractionDigits).format(text as `${number}`)
}

function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** India Standard Time: the sale's dates as the buyers and their banks read them. */
const IST = 'Asia/Kolkata'

/** The language's conventions for written-out dates and relative times, always with Latin digits. */
function dateLocale(): string {
  return getLocale() === 'hi' ? 'hi-IN-u-nu-latn' : 'en-IN'
}

/**
 * '27 November 2026 at 1:30 am' or '27 नवंबर 2026 को 1:30 am बजे': a moment written out, the month
 * named in the page's language, in IST unless a zone is given.
 */
export function formatDateTimeLong(value: string | number | Date, timeZone: string = IST): string {
  const date = toDate(value)
  if (!date) return NOT_A_NUMBER
  return new Intl.DateTimeFormat(dateLocale(), { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone }).format(date)
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
  const format = new Intl.RelativeTimeFormat(dateLocale(), { numeric: 'auto' })
  for (const [unit, ms] of AGE_UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit)
  return m.age_just_now()
}
