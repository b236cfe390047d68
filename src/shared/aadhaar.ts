/**
 * The Aadhaar rule, one copy for the server and the forms: 12 digits, not starting with 0 or 1,
 * the last being the Verhoeff check digit (the scheme UIDAI uses). Verhoeff's tables, built from
 * their definitions rather than copied: the dihedral group D5 (0-4 rotations, 5-9 reflections), the
 * powers of the permutation (1 5 7 6 2 8 3 0 9 4), and each element's inverse in D5.
 */
const digits = Array.from({ length: 10 }, (_, d) => d)

/** j * k in D5: rotations add, and a reflection turns the rotation after it the other way. */
function d5(j: number, k: number): number {
  if (j < 5) return k < 5 ? (j + k) % 5 : 5 + ((j + k) % 5)
  return k < 5 ? 5 + ((j - k + 5) % 5) : (j - k + 5) % 5
}
const MULTIPLY = digits.map((j) => digits.map((k) => d5(j, k)))

const STEP = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]
const PERMUTE = [digits]
for (let i = 1; i < 8; i++) PERMUTE.push(PERMUTE[i - 1].map((d) => STEP[d]))

const INVERSE = digits.map((j) => digits.find((k) => MULTIPLY[j][k] === 0)!)

function verhoeffChecksum(digits: string): number {
  let c = 0
  const reversed = [...digits].reverse()
  for (let i = 0; i < reversed.length; i++) c = MULTIPLY[c][PERMUTE[i % 8][Number(reversed[i])]]
  return c
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): number {
  return INVERSE[verhoeffChecksum(`${digits}0`)]
}

/**
 * What is wrong with an Aadhaar number, so a form can say it: `FORMAT` when it is not 12 digits
 * starting with 2 to 9, `CHECKSUM` when it is but its last digit does not check (a digit mistyped or
 * two swapped); nothing when it is valid.
 */
export function aadhaarProblem(value: string): 'FORMAT' | 'CHECKSUM' | undefined {
  if (!/^[2-9]\d{11}$/.test(value)) return 'FORMAT'
  return verhoeffChecksum(value) === 0 ? undefined : 'CHECKSUM'
}

export function isValidAadhaar(value: string): boolean {
  return aadhaarProblem(value) === undefined
}
