// Cuts Noto Sans Devanagari (from @fontsource) down to the letters Hindi is written with, for the
// SPA's Hindi screens (src/ui/devanagari-font.css). HarfBuzz's subsetter keeps the shaping tables
// (GSUB, GPOS, GDEF) and every glyph they can reach from those letters, so conjuncts, half forms and
// matras still shape as in the whole font; what goes is the rest of the script's block (Vedic signs,
// the letters of Sindhi and other languages), which a page then draws in the system's own face.
// 71 kB for both weights instead of 104, on the Hindi first paint. The output is committed like
// src/paraglide: `npm run generate` runs this, and CI fails when it is stale (.ci/run);
// tests/lint/devanagari-subset.test.ts proves the cut shapes Hindi exactly as the whole font does.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)
const outDir = fileURLToPath(new URL('../src/ui/fonts/', import.meta.url))

/** Code point ranges, inclusive: Hindi's letters, signs, digits and punctuation, and the joiners. */
export const HINDI_RANGES = [
  [0x0900, 0x0903], // candrabindu, anusvara, visarga
  [0x0905, 0x0939], // vowels and consonants
  [0x093c, 0x094d], // nukta, avagraha, matras, virama
  [0x0950, 0x0950], // om
  [0x0958, 0x0970], // nukta consonants, vocalic vowels, danda, digits, abbreviation sign
  [0x200c, 0x200d], // zero-width non-joiner and joiner, which choose a conjunct's form
  [0x25cc, 0x25cc], // the dotted circle a lone matra is drawn on
]

export const hindiText = () => HINDI_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('')

/** The unicode-range of the cut faces, for the CSS. */
export const hindiUnicodeRange = () => HINDI_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')
const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0')

/** The weights the SPA draws Devanagari in: regular text, and 700 for headings and bold. */
export const WEIGHTS = [400, 700]

export const sourceFile = (weight) => require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`)
export const outputFile = (weight) => `${outDir}noto-sans-devanagari-hindi-${weight}.woff2`

export async function subsetFonts() {
  fs.mkdirSync(outDir, { recursive: true })
  for (const weight of WEIGHTS) {
    const cut = await subsetFont(fs.readFileSync(sourceFile(weight)), hindiText(), { targetFormat: 'woff2' })
    fs.writeFileSync(outputFile(weight), cut)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await subsetFonts()
