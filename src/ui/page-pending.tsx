import { Skeleton, Stack } from '@mantine/core'
import { m } from '@/paraglide/messages'

// Apart from the load error screen: a route's pendingComponent stays in the route tree, which every
// first page loads, while its errorComponent is split off with the page.

/**
 * What a page shows while its route loader waits for the data it renders with (shown only past the
 * router's pendingMs, so a quick answer never flashes it): the page's heading row and a card.
 */
export function PagePending() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={m.page_loading()}>
      <Skeleton height={32} width={240} radius="sm" />
      <Skeleton height={320} radius="lg" />
    </Stack>
  )
}
