import { within } from '@testing-library/react'
import { expect } from 'vitest'

/** What reads as the table's column titles, in order. */
export function headerTexts(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
}

/** The table's rows under its header row. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1)
}

/** What each cell of a row reads, in order. */
export function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
}

/** What each cell of each row under the header reads: one list a row. */
export function rowTexts(table: HTMLElement): (string | null)[][] {
  return bodyRows(table).map(cellTexts)
}

/** The choices a select offers, as they read, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)
}

/** Expects every one of `messages` to be shown inside `container` (a dialog's field errors, say). */
export function expectTexts(container: HTMLElement, messages: string[]): void {
  for (const message of messages) expect(within(container).getByText(message)).toBeInTheDocument()
}
