/**
 * Exact arithmetic on the decimal strings the API sends ("10.00", "2.50"). Money must never go
 * through a float: 0.29 / 0.29 is 1 here, not 0.9999999999999999.
 */

interface Scaled {
  /** The digits without the decimal point. */
  units: bigint
  /** How many of those digits are after the point. */
  scale: number
}

const UNSIGNED_DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

function toScaled(value: string): Scaled | undefined {
  const match = UNSIGNED_DECIMAL.exec(value.trim())
  if (!match) return undefined
  const integer = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  return { units: BigInt(integer + fraction), scale: fraction.length }
}

const pow10 = (n: number) => 10n ** BigInt(n)

function paiseToString(paise: bigint): string {
  const text = paise.toString().padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}

/** True for a non-negative decimal string above zero ("0.01", "10", "10."). */
export function isPositiveDecimal(value: string): boolean {
  const scaled = toScaled(value)
  return scaled !== undefined && scaled.units > 0n
}

/** floor(dividend / divisor) as a whole-number string; undefined when either is not a number or the divisor is 0. */
export function floorDivide(dividend: string, divisor: string): string | undefined {
  const a = toScaled(dividend)
  const b = toScaled(divisor)
  if (!a || !b || b.units === 0n) return undefined
  return ((a.units * pow10(b.scale)) / (b.units * pow10(a.scale))).toString()
}

/** amount * percent / 100, rounded half up to 2 places (the server's `round(..., 2)` for positive amounts). */
export function percentOf(amount: string, percent: string): string | undefined {
  const a = toScaled(amount)
  const p = toScaled(percent)
  if (!a || !p) return undefined
  // In paise: amount * percent / 100 * 100 = a.units * p.units / 10^(a.scale + p.scale).
  const divisor = pow10(a.scale + p.scale)
  const paise = (2n * a.units * p.units + divisor) / (2n * divisor)
  return paiseToString(paise)
}

/** amount + its fee at `percent`, to 2 places: the approximate total and the order's Total Amount. */
export function withFee(amount: string, percent: string): string | undefined {
  const a = toScaled(amount)
  const fee = percentOf(amount, percent)
  if (!a || fee === undefined) return undefined
  const amountPaise = (a.units * 100n) / pow10(a.scale)
  const feePaise = toScaled(fee)!.units
  return paiseToString(amountPaise + feePaise)
}

/** "2.00" -> "2", "2.50" -> "2.5": a percent as people write it. */
export function formatPercent(percent: string): string {
  const scaled = toScaled(percent)
  if (!scaled) return percent
  const text = scaled.units.toString().padStart(scaled.scale + 1, '0')
  const integer = text.slice(0, text.length - scaled.scale)
  const fraction = text.slice(text.length - scaled.scale).replace(/0+$/, '')
  return fraction ? `${integer}.${fraction}` : integer
}
