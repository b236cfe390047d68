import fs from 'node:fs'
import { convert } from 'fontverter'
import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'
import { hindiText, hindiUnicodeRange, outputFile, sourceFile, WEIGHTS } from '../../scripts/subset-fonts.mjs'

/**
 * The SPA's Devanagari faces are cut down (scripts/subset-fonts.mjs). A cut that lost a shaping rule
 * or a conjunct's glyph would still draw something, in the wrong shape, so this shapes Hindi with
 * HarfBuzz in the cut and in the whole font and wants the same glyphs, drawn the same, at the same places.
 */

const catalogue = JSON.parse(fs.readFileSync(new URL('../../messages/hi.json', import.meta.url), 'utf8')) as Record<string, unknown>
const catalogueTexts = Object.values(catalogue).filter((value): value is string => typeof value === 'string')

// Names and words a member may type: conjuncts of three letters, vocalic r, nukta letters, the
// eyelash ra and a kept half form (by ZWJ and ZWNJ), Devanagari digits, om, lone matras.
const typedTexts = [
  'क्षत्रिय श्रीमती द्विवेदी प्रज्ञा लक्ष्मी श्रद्धा विद्या',
  'त्र्यंबक ऋषिकेश हृदय कृष्ण अर्जुन स्त्री राष्ट्र',
  'ज़ाकिर फ़ातिमा ड़ ढ़ क़ ख़ ग़ य़',
  'र्‍य क्‍ष क्‌ष',
  '१२३४५६७८९० ॐ । ॥ ॰',
  'ा ि ी ु ू ृ े ै ो ौ ं ः ँ ़ ्',
]

/**
 * The Devanagari runs of the texts, each once: the spaces, Latin letters and ₹ between them are the
 * Latin fonts' to draw (the stylesheet's unicode-range sends them there).
 */
const devanagariRuns = (texts: string[]) => [...new Set(texts.flatMap((text) => text.match(/(?:[\u0900-\u097F\u25CC]|\u200C|\u200D)+/g) ?? []))]

async function sfnt(file: string) {
  const data = await convert(fs.readFileSync(file), 'sfnt')
  // HarfBuzz reads an ArrayBuffer of the font alone; a Buffer may be a view into a larger, shared one.
  return new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(data).buffer)))
}

/** Each glyph as the text shapes it: its outline and where it goes (glyph ids differ between the fonts). */
function shaped(font: hb.Font, text: string) {
  const buffer = new hb.Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const positions = buffer.getGlyphPositions()
  return (
    buffer
      .getGlyphInfos()
      .map((glyph, i) => ({ notdef: glyph.codepoint === 0, path: font.glyphToPath(glyph.codepoint), ...positions[i] }))
      // What is drawn: a joiner's empty, zero-width glyph, which the whole font keeps in the output and
      // the cut leaves out, draws nothing either way.
      .filter((glyph) => glyph.notdef || glyph.path !== '' || glyph.xAdvance !== 0)
  )
}

describe('the cut Devanagari faces', () => {
  it.each(WEIGHTS)('weight %i shapes every Hindi message and typed name exactly as the whole font does', async (weight) => {
    // One after the other: wawoff2 decompresses through one shared buffer.
    const whole = await sfnt(sourceFile(weight))
    const cut = await sfnt(outputFile(weight))
    const words = devanagariRuns([...catalogueTexts, ...typedTexts, hindiText()])
    expect(words.length).toBeGreaterThan(500)
    for (const word of words) {
      const glyphs = shaped(cut, word)
      expect(
        glyphs.filter((glyph) => glyph.notdef),
        word,
      ).toEqual([])
      expect(glyphs, word).toEqual(shaped(whole, word))
    }
  })

  it('are a cut: both weights together well under the whole faces (104 kB)', () => {
    const bytes = WEIGHTS.reduce((sum, weight) => sum + fs.statSync(outputFile(weight)).size, 0)
    const whole = WEIGHTS.reduce((sum, weight) => sum + fs.statSync(sourceFile(weight)).size, 0)
    expect(bytes).toBeLessThan(whole * 0.75)
  })

  it('are asked for by the stylesheet for exactly the letters they hold', () => {
    const css = fs.readFileSync(new URL('../../src/ui/devanagari-font.css', import.meta.url), 'utf8')
    const faces = css.split('@font-face').filter((face) => face.includes("font-family: 'Noto Sans Devanagari';"))
    expect(faces).toHaveLength(WEIGHTS.length)
    for (const face of faces) expect(face).toContain(`unicode-range: ${hindiUnicodeRange()};`)
  })
})
