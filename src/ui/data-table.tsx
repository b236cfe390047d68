import type { CSSProperties, ReactNode } from 'react'
import { Loader, Table, Text } from '@mantine/core'

export interface DataTableColumn<Row> {
  key: string
  header: string
  /** The cell's content; null, undefined or '' shows the table's `missing` text. */
  cell: (row: Row, index: number) => ReactNode
  align?: 'left' | 'center' | 'right'
}

interface DataTableProps<Row> {
  /** Names the table for assistive technology. */
  label: string
  columns: DataTableColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  /** Shown in place of the rows when there are none. */
  emptyMessage: string
  /** While set, this text shows in place of the rows. */
  loadingMessage?: string
  /** When set, this text shows in place of the rows. */
  errorMessage?: string
  /** Shown for a cell without a value (SPEC: 'N/A'). */
  missing?: string
  /** Below this width the table scrolls sideways inside its own box instead of stretching the page. */
  minWidth?: number
}

function isMissing(value: ReactNode) {
  return value === null || value === undefined || value === ''
}

/**
 * A state's text keeps to the part of the table on screen: on a phone the row is as wide as the
 * table's minWidth, and text centred in it was off to the right, out of sight. The box is as wide as
 * the scroll container (its inline size, 100cqi, less the cell's padding) and stays at its left edge.
 */
const cellPadding = 'var(--table-horizontal-spacing, var(--mantine-spacing-xs))' // Mantine's own, as its cells use it
const onScreen: CSSProperties = { position: 'sticky', left: cellPadding, width: `calc(100cqi - 2 * ${cellPadding})` }

/** A plain table with its three states (loading, error, empty) spelt as one full-width row. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  emptyMessage,
  loadingMessage,
  errorMessage,
  missing = 'N/A',
  minWidth = 720,
}: DataTableProps<Row>) {
  const stateRow = (content: ReactNode, busy = false) => (
    <Table.Tr>
      <Table.Td colSpan={columns.length} aria-busy={busy || undefined}>
        <div style={onScreen}>{content}</div>
      </Table.Td>
    </Table.Tr>
  )

  let body: ReactNode
  if (loadingMessage) {
    body = stateRow(
      <Text c="dimmed" ta="center" py="lg" component="div" style={{ display: 'flex', gap: 8, justifyContent: 'center', alignItems: 'center' }}>
        <Loader size="xs" aria-hidden="true" />
        {loadingMessage}
      </Text>,
      true,
    )
  } else if (errorMessage) {
    body = stateRow(
      <Text c="red.7" ta="center" py="lg" role="alert">
        {errorMessage}
      </Text>,
    )
  } else if (rows.length === 0) {
    body = stateRow(
      <Text c="dimmed" ta="center" py="lg">
        {emptyMessage}
      </Text>,
    )
  } else {
    body = rows.map((row, index) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => {
          const value = column.cell(row, index)
          return (
            <Table.Td key={column.key} ta={column.align}>
              {isMissing(value) ? missing : value}
            </Table.Td>
          )
        })}
      </Table.Tr>
    ))
  }

  return (
    // Focusable, so a keyboard user can scroll a table wider than the screen (WCAG 2.1.1); a size
    // container, so the state rows can take its width (100cqi).
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} style={{ containerType: 'inline-size' }}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
