import { Readable } from 'node:stream'

/** Rows read per statement of an export: enough to amortise the round trip, few enough to hold in memory. */
const EXPORT_BATCH = 2_000

export type CsvValue = string | number | boolean | Date | null | undefined

/**
 * One cell, RFC 4180: quoted when it holds a quote, comma or line break. A text that a spreadsheet
 * would run as a formula (=, +, -, @, a tab or a carriage return first: CSV injection) is kept as
 * text by a leading apostrophe; names and reasons are typed by members and must never run.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
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

/** The download's name: what it is and the day (UTC) it was taken. */
export const csvAttachment = (name: string, now = new Date()) => `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`

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
