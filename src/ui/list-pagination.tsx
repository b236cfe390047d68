import { Button, Group } from '@mantine/core'
import { usePagination } from '@mantine/hooks'

interface ListPaginationProps {
  page: number
  totalPages: number
  onChange: (page: number) => void
  label: string
}

/** Prev/Next with three pages around the current one and one page at each end (SPEC section 9). */
export function ListPagination({ page, totalPages, onChange, label }: ListPaginationProps) {
  const pagination = usePagination({ total: totalPages, page, siblings: 1, boundaries: 1, onChange })
  if (totalPages <= 1) return null
  return (
    <Group component="nav" aria-label={label} gap={6} justify="center" wrap="wrap">
      <Button variant="default" size="compact-md" onClick={pagination.previous} disabled={page <= 1}>
        Prev
      </Button>
      {pagination.range.map((item, index) =>
        item === 'dots' ? (
          <span key={`dots-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={item}
            size="compact-md"
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => pagination.setPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button variant="default" size="compact-md" onClick={pagination.next} disabled={page >= totalPages}>
        Next
      </Button>
    </Group>
  )
}
