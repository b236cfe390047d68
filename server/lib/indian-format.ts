/**
 * Figures in emails and SMS as an Indian reader writes them, in English and in Hindi alike: Indian
 * grouping (the last three digits, then groups of two: 1,23,45,678) with Latin digits, which Indian
 * banks, UPI apps and receipts use in Hindi too. The SPA's src/ui/format.ts does the same on screen;
 * this is its server side (server/lib imports nothing from src/ui). Values arrive as the database's
 * exact decimal text ("123456.00"), never floats, and are formatted from their digits.
 */

const DECIMAL = /^-?\d+(\.\d+)?$/

/** Indian grouping of a decimal's whole part; its fraction stays as written ("1234567.50" is "12,34,567.50"). */
export function indianNumber(value: string | number | bigint): string {
  const text = typeof value === 'number' ? numberText(value) : String(value).trim()
  if (!DECIMAL.test(text)) throw new RangeError(`Not a decimal: ${text}`)
  const [whole, fraction] = text.split('.')
  // A digit gets a comma when an even number of digits, then three, follow it to the whole part's end.
  const grouped = whole.replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/** A JavaScript number as plain decimal text (no exponent): whole numbers and short decimals only. */
function numberText(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) throw new RangeError(`Not a decimal: ${value}`)
  return String(value)
}

/**
 * A token quantity with its symbol: "2,000 STR". A whole quantity kept with decimals in the database
 * ("2000.00") drops them; a fractional one keeps its places ("1,234.50 STR").
 */
export function indianTokens(quantity: string | number | bigint, symbol: string): string {
  const text = indianNumber(quantity)
  return `${text.replace(/\.0+$/, '')} ${symbol}`
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
})

/** An amount in rupees with paise: "₹1,23,456.00". Exact for decimal text (Intl formats a string's digits, not a float). */
export function indianRupees(amount: string | number): string {
  const text = typeof amount === 'number' ? numberText(amount) : amount.trim()
  if (!DECIMAL.test(text)) throw new RangeError(`Not a decimal: ${text}`)
  return rupees.format(text as `${number}`)
}
