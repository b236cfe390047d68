import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi } from '../../tests/web/render-ui'
import { DataTable, type DataTableColumn } from '@/ui/data-table'

interface Row {
  id: string
  name?: string
  note?: string | null
}

const columns: DataTableColumn<Row>[] = [
  { key: 'sl', header: 'SL.No.', cell: (_row, index) => index + 1 },
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'note', header: 'Note', cell: (row) => row.note },
]

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  renderUi(<DataTable label="People" columns={columns} rows={[]} rowKey={(row) => row.id} emptyMessage="Nobody here." {...props} />)
  return screen.getByRole('table', { name: 'People' })
}

describe('DataTable', () => {
  it('shows the column headers and one row per record, with N/A for a missing cell', () => {
    const table = renderTable({ rows: [{ id: 'a', name: 'Asha', note: 'hi' }, { id: 'b', name: '', note: null }] })
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['SL.No.', 'Name', 'Note'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['1', 'Asha', 'hi'],
      ['2', 'N/A', 'N/A'],
    ])
  })

  it('spells its empty, loading and error states as one full-width row', () => {
    const table = renderTable()
    const cell = within(table).getByText('Nobody here.').closest('td')
    expect(cell).toHaveAttribute('colspan', '3')
  })

  it('prefers loading over error over empty', () => {
    renderTable({ loadingMessage: 'Loading people...', errorMessage: 'Broken' })
    expect(screen.getByText('Loading people...')).toBeInTheDocument()
    expect(screen.queryByText('Broken')).not.toBeInTheDocument()
  })

  it('shows the error instead of rows', () => {
    renderTable({ errorMessage: 'Error fetching data: nope', rows: [{ id: 'a', name: 'Asha' }] })
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching data: nope')
    expect(screen.queryByText('Asha')).not.toBeInTheDocument()
  })
})
