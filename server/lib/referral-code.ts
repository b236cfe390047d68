import { randomInt } from 'node:crypto'

/** A Member ID: the token symbol and seven random digits, e.g. STR4821937. Unique by index; callers retry. */
export function newReferralCode(tokenSymbol: string): string {
  return `${tokenSymbol}${randomInt(1_000_000, 10_000_000)}`
}
