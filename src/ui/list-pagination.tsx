import { Button, Group, Stack, Text } from '@mantine/core'
import { usePagination } from '@mantine/hooks'
import { m } from '@/paraglide/messages'

interface ListPaginationProps {
  page: number
  totalPages: number
  onChange: (page: number) => void
  label: string
  /** The search matched more than the server counts (totalCapped): its pages end at the 1,000th match. */
  capped?: boolean
  /** Pages always shown at each end (1 on the admin lists, 2 on the user history). */
  boundaries?: number
}

/** What a list says when its search matched more than 1,000 records (openapi.yaml, totalCapped). */
export const cappedResultsMessage = m.list_capped

/** Prev/Next with three pages around the current one and the first and last pages. */
export function ListPagination({ page, totalPages, onChange, label, capped = false, boundaries = 1 }: ListPaginationProps) {
  const pagination = usePagination({
    total: totalPages,
    page,
    siblings: 1,
    boundaries,
    onChange,
  })
  if (totalPages <= 1 && !capped) return null
  return (
    <Stack gap={6} align="center">
      {capped && (
        <Text size="sm" c="dimmed" role="status">
          {cappedResultsMessage()}
        </Text>
      )}
      <Group component="nav" aria-label={label} gap={6} justify="center" wrap="wrap">
        <Button variant="default" size="compact-md" onClick={pagination.previous} disabled={page <= 1}>
          {m.list_prev()}
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
              aria-label={m.list_page({ page: item })}
              onClick={() => pagination.setPage(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button variant="default" size="compact-md" onClick={pagination.next} disabled={page >= totalPages}>
          {m.list_next()}
        </Button>
      </Group>
    </Stack>
  )
}
