import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequire } from 'node:module'

/**
 * The receipt's typefaces: Noto Sans for Latin text and Noto Sans Devanagari for Hindi words, names
 * and the rupee sign. Fontsource ships each face as per-script files (no single file has Latin,
 * Devanagari and ₹ together), so a text is written in runs, each in the face that has its letters
 * (runsOf).
 *
 * Read and opened once, by the first receipt (its module is loaded then), and shared by every receipt: opening a face per
 * document (pdfkit's way when given bytes) parsed it and built its shaping tables again each time,
 * and fontkit reads a WOFF's glyphs by inflating the whole glyph table per glyph, which made a Hindi
 * receipt take about two seconds. So each WOFF is unpacked to its plain OpenType tables here, and
 * opened once with the fontkit that pdfkit itself uses; a document then only embeds the glyphs it
 * used (each pdfkit document keeps its own subset, and renders synchronously, so sharing is safe).
 *
 * The files are found the way Node finds the packages (both are dependencies, so `npm ci --omit=dev`
 * keeps them), from wherever the server runs: the repository in development and in production alike.
 */
const require = createRequire(import.meta.url)
// Each package's folder, by a file its exports name (the fonts themselves are not exported).
const FONT_DIRS = {
  latin: path.join(path.dirname(require.resolve('@fontsource/noto-sans/LICENSE')), 'files'),
  devanagari: path.join(path.dirname(require.resolve('@fontsource/noto-sans-devanagari/LICENSE')), 'files'),
}
const fontFile = (dir: keyof typeof FONT_DIRS, file: string) => fs.readFileSync(path.join(FONT_DIRS[dir], file))

/** pdfkit's own fontkit (not a dependency of ours: the one pdfkit was built and tested with). */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(bytes: Buffer): ReceiptFont }

/** A font pdfkit takes as it is (it lays out with anything that has `layout`). */
export interface ReceiptFont {
  layout: unknown
}

/** A WOFF 1.0 file as the OpenType file it wraps: each table inflated, in a plain sfnt directory. */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? zlib.inflateSync(stored) : stored,
    }
  })
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const header = Buffer.alloc(12 + numTables * 16)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(searchRange, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(numTables * 16 - searchRange, 10)
  const parts: Buffer[] = [header]
  let offset = header.length
  tables.forEach((table, i) => {
    const record = 12 + i * 16
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}

interface GlyphRun {
  glyphs: unknown[]
  positions: Record<string, number>[]
}

/** A remembered layout handed out: its own positions, and its width read from them as fontkit's GlyphRun does. */
class CopiedRun implements GlyphRun {
  readonly positions: Record<string, number>[]

  constructor(
    readonly glyphs: unknown[],
    positions: Record<string, number>[],
  ) {
    this.positions = positions.map((p) => ({ ...p }))
  }

  get advanceWidth(): number {
    return this.positions.reduce((width, p) => width + p.xAdvance, 0)
  }
}

/** Enough distinct texts for every label of both languages and the values of many receipts. */
const LAYOUTS_KEPT = 4_000

/**
 * The font with its text layouts (shaping: the costly part of a receipt, Devanagari above all)
 * remembered across documents: the labels are the same on every receipt (a Hindi receipt: 130 ms
 * to 55 ms on the bench machine). pdfkit scales the positions it is given in place (by 1000 / the
 * face's units per em: 1 for these Noto faces, but not for every face), so each caller gets its own copy.
 */
function withSharedLayouts(font: ReceiptFont & { layout(text: string, features?: unknown): GlyphRun }): ReceiptFont {
  const runs = new Map<string, GlyphRun>()
  const layout = (text: string, features?: unknown) => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`
    let run = runs.get(key)
    if (!run) {
      const { glyphs, positions } = font.layout(text, features)
      run = { glyphs, positions: positions.map((p) => ({ ...p })) }
      if (runs.size >= LAYOUTS_KEPT) runs.clear()
      runs.set(key, run)
    }
    return new CopiedRun(run.glyphs, run.positions)
  }
  return new Proxy(font, {
    get: (target, property) => {
      if (property === 'layout') return layout
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const openWoff = (dir: keyof typeof FONT_DIRS, file: string) => withSharedLayouts(fontkit.create(woffToSfnt(fontFile(dir, file))) as never)

export type Face = 'latin' | 'latinExt' | 'devanagari'
export type Weight = 'regular' | 'bold'

function facesOf(weight: 400 | 700): Record<Face, ReceiptFont> {
  return {
    latin: openWoff('latin', `noto-sans-latin-${weight}-normal.woff`),
    latinExt: openWoff('latin', `noto-sans-latin-ext-${weight}-normal.woff`),
    devanagari: openWoff('devanagari', `noto-sans-devanagari-devanagari-${weight}-normal.woff`),
  }
}

export const RECEIPT_FONTS: Record<Weight, Record<Face, ReceiptFont>> = { regular: facesOf(400), bold: facesOf(700) }

/** The code points of the Devanagari files (Fontsource's unicode-range for them): the script, its joiners, ₹ and ₨. */
const DEVANAGARI: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
  [0x11b00, 0x11b09],
]
/** The Latin file's: Basic Latin and Latin-1, general punctuation and a few signs. */
const LATIN: [number, number][] = [
  [0x0000, 0x00ff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
]

const within = (ranges: [number, number][], cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to)

function faceOf(cp: number): Face {
  if (within(DEVANAGARI, cp)) return 'devanagari'
  if (within(LATIN, cp)) return 'latin'
  // Everything else a name may hold (ā, ś, ṇ ...) is in Latin Extended, or nowhere we ship.
  return 'latinExt'
}

/**
 * A text cut into runs of one face each. A space stays with the Devanagari run around it, so a
 * Hindi phrase is one run (shaped whole) rather than a run per word; the Devanagari file has a space.
 */
export function runsOf(text: string): { face: Face; text: string }[] {
  const runs: { face: Face; text: string }[] = []
  for (const char of text) {
    const cp = char.codePointAt(0)!
    const last = runs.at(-1)
    const face = char === ' ' && last?.face === 'devanagari' ? 'devanagari' : faceOf(cp)
    if (last && last.face === face) last.text += char
    else runs.push({ face, text: char })
  }
  return runs
}
