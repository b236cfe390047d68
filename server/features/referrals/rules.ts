/** "Ravi Kumar" -> "R*** K****": enough for a member to recognise whom they referred, no more. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const [first, ...rest] = [...word]
      return first + '*'.repeat(rest.length)
    })
    .join(' ')
}

/** Whole-token figures are kept in numeric(38,2) columns; the one subtraction made here is exact in BigInt. */
export function minusTokens(a: string, b: string): string {
  const whole = (value: string) => BigInt(value.split('.')[0])
  return (whole(a) - whole(b)).toString()
}
