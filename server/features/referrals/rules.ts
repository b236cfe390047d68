const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })
const firstGrapheme = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? ''

/**
 * "Priya Sharma" -> "Priya S.", "Ravi Kumar Verma" -> "Ravi V.", "Asha" -> "Asha": the first name and
 * the last name's initial, which a referrer recognises among the people they invited, and no more.
 * The initial is a whole letter as written (a Devanagari consonant with its vowel sign stays one).
 */
export function recognisableName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length <= 1) return words[0] ?? ''
  return `${words[0]} ${firstGrapheme(words[words.length - 1])}.`
}

/** Whole-token figures are kept in numeric(38,2) columns; the one subtraction made here is exact in BigInt. */
export function minusTokens(a: string, b: string): string {
  const whole = (value: string) => BigInt(value.split('.')[0])
  return (whole(a) - whole(b)).toString()
}
