import { Readable } from 'node:stream'

/** Rows read per statement of an export: enough to amortise the round trip, few enough to hold in memory. */
const EXPORT_BATCH = 2_000

/**
 * An identifier we produce or validate ourselves (a UTR, a mobile number, a member's code) that a
 * spreadsheet must show exactly as written: see csvCell.
 */
export interface CsvIdentifier {
  identifier: string | null
}

export type CsvValue = string | number | boolean | Date | CsvIdentifier | null | undefined

/** Marks a cell as an identifier (csvCell keeps its digits as text); null stays an empty cell. */
export const asIdentifier = (identifier: string | null): CsvIdentifier => ({ identifier })

/**
 * A moment as the Indian reader of an export reads it: India Standard Time with its offset written
 * out, 2026-11-26 16:48:50 +05:30. IST has no daylight saving, so the offset is always +05:30 and
 * shifting the UTC instant by it is exact; the offset stays in the cell so the time is never
 * mistaken for UTC (or for the reader's own zone) when the file travels.
 */
export function istTimestamp(moment: Date): string {
  const ist = new Date(moment.getTime() + 330 * 60_000).toISOString()
  return `${ist.slice(0, 10)} ${ist.slice(11, 19)} +05:30`
}

/**
 * An identifier a spreadsheet would read as a number: digits (a 12-digit UTR becomes 1.23457E+11,
 * a leading zero is dropped) or digits with letters after a digit (1E5 is read as 100000).
 */
const NUMBER_LOOKING = /^[0-9][A-Za-z0-9]*$/

/**
 * One cell, RFC 4180: quoted when it holds a quote, comma or line break. A time is written in IST
 * (istTimestamp).
 *
 * A text that a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first:
 * CSV injection) is kept as text by a leading apostrophe; names and reasons are typed by members and
 * must never run.
 *
 * An identifier that looks like a number is written as the formula ="123456789012" (RFC 4180
 * quoted: "=""123456789012"""). Excel, LibreOffice Calc and Google Sheets all evaluate it to the
 * text itself, so the cell shows every digit and leading zero and nothing else. The other
 * techniques lose somewhere: a leading apostrophe is a prefix only when typed, so an imported cell
 * may show it (and it is what marks neutralised text above); a leading tab or space is kept in the
 * cell and breaks lookups. Writing a formula is safe only because the value is ours: an identifier
 * reaches this form only when it is letters and digits alone, so no quote can close the string
 * and nothing typed by a member is ever written as a formula. Anything else in an identifier
 * column falls back to the text rules above.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object' && !(value instanceof Date)) {
    const { identifier } = value
    if (identifier !== null && NUMBER_LOOKING.test(identifier)) return `"=""${identifier}"""`
    return csvCell(identifier)
  }
  let text = value instanceof Date ? istTimestamp(value) : String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csvLine = (cells: CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`

/**
 * A CSV file as a stream: a byte-order mark (spreadsheet programs then read UTF-8, and Indian names,
 * right), the header line, then each batch's lines as the database gives them, so memory holds one
 * batch whatever the number of rows.
 */
export function csvStream<Row>(header: string[], batches: AsyncIterable<Row[]>, toCells: (row: Row) => CsvValue[]): Readable {
  async function* lines() {
    yield `\ufeff${csvLine(header)}`
    for await (const batch of batches) yield batch.map((row) => csvLine(toCells(row))).join('')
  }
  return Readable.from(lines())
}

/** The download's name: what it is and the day (in IST, as the times inside) it was taken. */
export const csvAttachment = (name: string, now = new Date()) => `attachment; filename="${name}-${istTimestamp(now).slice(0, 10)}.csv"`

/** Where a batch ends: its last row's created_at as PostgreSQL's text (to the microsecond, which a Date is not) and id. */
export interface ExportCursor {
  cursorAt: string
  id: string
}

/**
 * Keyset batches, newest first: each statement continues after the last row of the one before
 * (created_at, id), through the same index as the list, so batch 500 costs what batch 1 does,
 * where an OFFSET would re-read everything before it.
 */
export async function* newestFirstBatches<Row extends ExportCursor>(read: (after: ExportCursor | undefined, limit: number) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: ExportCursor | undefined
  for (;;) {
    const batch = await read(after, EXPORT_BATCH)
    if (batch.length > 0) yield batch
    if (batch.length < EXPORT_BATCH) return
    const { cursorAt, id } = batch[batch.length - 1]
    after = { cursorAt, id }
  }
}
