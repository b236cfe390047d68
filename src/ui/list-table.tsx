import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { Button, Loader, Stack, Table, Text } from '@mantine/core'
import {
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  tableFeatures,
  type Cell,
  type ColumnDef,
  type ReactTable,
  type Row,
  type RowData,
  type Table as CoreTable,
} from '@tanstack/react-table'
import { ListPagination } from '@/ui/list-pagination'
import classes from '@/ui/list-table.module.css'
import { m } from '@/paraglide/messages'

interface ListColumnMeta {
  align?: 'left' | 'center' | 'right'
  /**
   * The cell's text may wrap instead of widening its column: at its spaces (a long name), or
   * 'anywhere' for an identifier of one long word (a 22-character UTR).
   */
  wrap?: boolean | 'anywhere'
  /** The widest (px) a wrapping cell's text runs before it wraps: a long value (an email, an address) kept to a narrow column. */
  maxWidth?: number
  /** A phone card's label for a column whose header is not plain text (two headers stacked in one cell). */
  label?: string
}

/**
 * Every list pages on the server; the table only keeps the page in step (manual pagination). Rows can
 * be selected only where a page asks for it (useListPage's `selection`); the others leave it off. The
 * feature is shared rather than a second feature set because a list's columns are typed by the set
 * (ledger columns are shared by lists with and without selection).
 */
export const listFeatures = /* @__PURE__ */ tableFeatures({ rowPaginationFeature, rowSelectionFeature, columnMeta: metaHelper<ListColumnMeta>() })
export type ListFeatures = typeof listFeatures
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list's columns each keep their own value type, as the column helper's `columns` does
export type ListColumn<TRow extends RowData> = ColumnDef<ListFeatures, TRow, any>
/** Any selection of the table's state: the list reads the table, not its selected state. */
type ListTableInstance<TRow extends RowData> = Omit<ReactTable<ListFeatures, TRow>, 'state'>

export const listColumnHelper = <TRow extends RowData>() => createColumnHelper<ListFeatures, TRow>()

/** Serial = (page - 1) * limit + index + 1, so numbering runs on across pages. */
export function serialOf<TRow extends RowData>(row: Row<ListFeatures, TRow>, table: CoreTable<ListFeatures, TRow>): number {
  const { pageIndex, pageSize } = table.atoms.pagination.get()
  return pageIndex * pageSize + row.index + 1
}

export function serialColumn<TRow extends RowData>(header: string): ListColumn<TRow> {
  return listColumnHelper<TRow>().display({ id: 'serial', header, cell: ({ row, table }) => serialOf(row, table) })
}

function isMissing<TRow extends RowData>(cell: Cell<ListFeatures, TRow, unknown>) {
  if (!cell.column.accessorFn) return false
  const value = cell.getValue()
  return value === null || value === undefined || value === ''
}

/** A phone shows each cell under its column's name (list-table.module.css): its header's text, or the label of a stacked header. */
function headerText(header: unknown, label?: string): string | undefined {
  return label ?? (typeof header === 'string' ? header : undefined)
}

/**
 * A state's text keeps to the part of the table on screen: on a narrow screen the row is as wide as the
 * table's minWidth, and text centred in it was off to the right, out of sight. The box is as wide as
 * the scroll container (its inline size, 100cqi, less the cell's padding) and stays at its left edge.
 */
const cellPadding = 'var(--table-horizontal-spacing, var(--mantine-spacing-xs))' // Mantine's own, as its cells use it
const onScreen: CSSProperties = { position: 'sticky', left: cellPadding, width: `calc(100cqi - 2 * ${cellPadding})` }

/**
 * Whether a box's content is wider than the box: a wide table says plainly that it scrolls
 * rather than hiding its last columns past the edge with no cue.
 */
function useOverflow(box: RefObject<HTMLDivElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const check = () => setOverflowing(element.scrollWidth - element.clientWidth > 1)
    const observer = new ResizeObserver(check)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    check()
    return () => observer.disconnect()
  }, [box])
  return overflowing
}

/** A table and what is known of its page (as `useListPage` gives it). */
interface ListState<TRow extends RowData> {
  table: ListTableInstance<TRow>
  loading?: boolean
  failed?: boolean
  /** The search matched more than the server counts (totalCapped). */
  capped?: boolean
  /** Reads the list again after it failed (offered beside the error). */
  retry?: () => void
}

export interface ListTableProps<TRow extends RowData> {
  list: ListState<TRow>
  /** Names the table for assistive technology. */
  label: string
  /** Names the page navigation; without pages (one page, not capped) it is not shown. */
  pagesLabel?: string
  /** Pages shown at each end of the navigation (1 on admin lists, 2 on the user history). */
  boundaries?: number
  /** Shown in place of the rows while the list loads. */
  loadingMessage?: string
  /** Shown in place of the rows when the list failed to load. */
  errorMessage?: string
  /** Shown in place of the rows when there are none. */
  emptyMessage: string
  /** Shown for a cell without a value ('N/A', as the spec shows it). */
  missing?: string
  /** Below this width the table scrolls sideways inside its own box instead of stretching the page. */
  minWidth?: number
  /** Keeps the last (Action) column in view while a wide table scrolls sideways. */
  stickyActions?: boolean
  /** Tighter cells, so that a list of many columns fits its box without scrolling sideways. */
  dense?: boolean
  /**
   * Rows that open: a click on the row (not on a button or link inside it) or Enter on the focused
   * row calls it (a focused row reads as its cells). `activeRowId` marks the open one.
   */
  onRowOpen?: (row: TRow) => void
  activeRowId?: string
  /** Dense, and in smaller text: a list of many short facts (the companies) rather than a few long ones. */
  compact?: boolean
}

const wrapStyle = (wrap: ListColumnMeta['wrap']): CSSProperties | undefined =>
  wrap ? { whiteSpace: 'normal', overflowWrap: wrap === 'anywhere' ? 'anywhere' : 'break-word' } : undefined

/**
 * A header or cell drawn inside one component that React keeps. TanStack's FlexRender mounts a
 * column's `cell` function as a component of its own, and a page builds its columns in its render:
 * each render of the page (a live update's too) would be a new component, and the cell's buttons
 * would be remounted, losing keyboard focus, an open tooltip or menu, and the element a dialog gives
 * focus back to when it closes. Here the function is called, inside this lasting component.
 */
function Lasting<TContext>({ render, context }: { render: ((context: TContext) => ReactNode) | ReactNode; context: TContext }) {
  return typeof render === 'function' ? render(context) : render
}

/**
 * A table cell ignores max-width, so a cell kept narrow holds its text in a block that does not
 * (on a phone's card, where the value has the card's width, it does not narrow).
 */
function CellContent({ maxWidth, children }: { maxWidth: number | undefined; children: ReactNode }) {
  return maxWidth ? (
    <div className={classes.narrow} style={{ '--cell-max-width': `${maxWidth}px` } as CSSProperties}>
      {children}
    </div>
  ) : (
    children
  )
}

/** A click on a control inside an opening row is that control's, not the row's. */
const insideControl = (target: EventTarget) => target instanceof Element && target.closest('button, a, input, label, textarea, select') !== null

/** A TanStack table drawn with Mantine's Table: its three states (loading, error, empty) are one full-width row, its pages below. */
export function ListTable<TRow extends RowData>({
  list: { table, loading = false, failed = false, capped = false, retry },
  label,
  pagesLabel,
  boundaries,
  loadingMessage,
  errorMessage,
  emptyMessage,
  missing = m.list_missing(),
  minWidth = 720,
  stickyActions = false,
  dense = false,
  onRowOpen,
  activeRowId,
  compact = false,
}: ListTableProps<TRow>) {
  const scroller = useRef<HTMLDivElement>(null)
  const overflowing = useOverflow(scroller)
  const columnCount = table.getAllLeafColumns().length
  const rows = table.getRowModel().rows
  const stateRow = (content: ReactNode, busy = false) => (
    <Table.Tr>
      <Table.Td colSpan={columnCount} aria-busy={busy || undefined}>
        <div style={onScreen}>{content}</div>
      </Table.Td>
    </Table.Tr>
  )

  let body: ReactNode
  if (loading) {
    body = stateRow(
      <Text c="dimmed" ta="center" py="lg" component="div" style={{ display: 'flex', gap: 8, justifyContent: 'center', alignItems: 'center' }}>
        <Loader size="xs" aria-hidden="true" />
        {loadingMessage}
      </Text>,
      true,
    )
  } else if (failed) {
    const error = (
      <Text c="red.7" ta="center" py={retry ? undefined : 'lg'} role="alert">
        {errorMessage}
      </Text>
    )
    body = stateRow(
      retry ? (
        <Stack align="center" gap="xs" py="lg">
          {error}
          <Button variant="light" size="xs" onClick={retry}>
            {m.try_again()}
          </Button>
        </Stack>
      ) : (
        error
      ),
    )
  } else if (rows.length === 0) {
    body = stateRow(
      <Text c="dimmed" ta="center" py="lg">
        {emptyMessage}
      </Text>,
    )
  } else {
    body = rows.map((row) => (
      <Table.Tr
        key={row.id}
        {...(onRowOpen && {
          tabIndex: 0,
          className: classes.opens,
          'aria-current': row.id === activeRowId || undefined,
          onClick: (event: MouseEvent) => {
            if (!insideControl(event.target)) onRowOpen(row.original)
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) {
              event.preventDefault()
              onRowOpen(row.original)
            }
          },
        })}
      >
        {row.getAllCells().map((cell) => (
          <Table.Td
            key={cell.id}
            ta={cell.column.columnDef.meta?.align}
            style={wrapStyle(cell.column.columnDef.meta?.wrap)}
            data-label={headerText(cell.column.columnDef.header, cell.column.columnDef.meta?.label)}
          >
            {isMissing(cell) ? (
              missing
            ) : (
              <CellContent maxWidth={cell.column.columnDef.meta?.maxWidth}>
                <Lasting render={cell.column.columnDef.cell} context={cell.getContext()} />
              </CellContent>
            )}
          </Table.Td>
        ))}
      </Table.Tr>
    ))
  }

  const pageIndex = table.atoms.pagination.get().pageIndex
  return (
    <>
      {/* Focusable, so a keyboard user can scroll a table wider than the screen (WCAG 2.1.1); a size
          container, so the state rows can take its width (100cqi). */}
      {overflowing && (
        <Text size="xs" c="dimmed" ta="right" mb={4} aria-hidden="true">
          {m.list_scroll_hint()}
        </Text>
      )}
      <Table.ScrollContainer
        ref={scroller}
        minWidth={minWidth}
        type="native"
        tabIndex={0}
        className={stickyActions ? `${classes.list} ${classes.stickyActions}` : classes.list}
        style={{ containerType: 'inline-size' }}
      >
        <Table
          striped
          highlightOnHover
          verticalSpacing={dense || compact ? 'xs' : 'sm'}
          horizontalSpacing={compact ? 6 : dense ? 4 : undefined}
          fz={compact ? 'xs' : undefined}
          aria-label={label}
          style={{ whiteSpace: 'nowrap' }}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  // A dense table's header of two words may take two lines ('Final' over 'Amount').
                  <Table.Th key={header.id} ta={header.column.columnDef.meta?.align} scope="col" style={dense || compact ? { whiteSpace: 'normal' } : undefined}>
                    <Lasting render={header.column.columnDef.header} context={header.getContext()} />
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pagesLabel && (
        <ListPagination
          label={pagesLabel}
          page={pageIndex + 1}
          totalPages={Math.max(1, table.getPageCount())}
          boundaries={boundaries}
          capped={capped}
          onChange={(page) => table.setPageIndex(page - 1)}
        />
      )}
    </>
  )
}
