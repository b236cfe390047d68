import { Alert, Anchor, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { listUserTransactionsOptions } from '@/client/@tanstack/react-query.gen'
import type { UserTransaction } from '@/client/types.gen'
import { userClient } from '@/lib/api-client'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { formatINR } from '@/ui/format'
import { PayAgainButton } from '@/features/purchases/member/rejections/pay-again'

/** At most this many rejections are listed; the history has the rest. */
const SHOWN = 3

/** The member's newest purchases, every status: enough to see which rejections came after their last order. */
export const recentPurchasesQuery = () => listUserTransactionsOptions({ client: userClient, query: { page: 1, limit: 10 } })

/**
 * The rejections the member has not answered yet: those newer than their newest pending or approved
 * purchase. An order placed after a rejection (Pay again, or any new order) answers it.
 */
export function unansweredRejections(newestFirst: readonly UserTransaction[]): UserTransaction[] {
  const answered = newestFirst.findIndex((purchase) => purchase.status !== 'REJECTED')
  return (answered === -1 ? newestFirst : newestFirst.slice(0, answered)).slice(0, SHOWN)
}

/**
 * On the member dashboard, where they look first: the payments an admin rejected, with the order
 * number, the amount, why, and Pay again. Nothing while it loads, when it fails (the history still
 * says it) or when there is nothing to answer.
 */
export function RejectedPurchasesNotice() {
  useLocale()
  const { data } = useQuery({ ...recentPurchasesQuery(), select: (response) => unansweredRejections(response.data.records) })
  if (!data || data.length === 0) return null
  return (
    <Alert color="red" variant="light" title={m.after_rejected_title()} role="region" aria-label={m.after_rejected_title()}>
      <Stack gap="sm">
        <Text size="sm">{m.after_rejected_body()}</Text>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.map((purchase) => (
            <Group component="li" key={purchase.id} justify="space-between" align="center" gap="xs" wrap="wrap">
              <Stack gap={0} style={{ flex: '1 1 220px', minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {m.after_rejected_order({ id: purchase.transactionId, amount: formatINR(purchase.finalAmount) })}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {purchase.rejectionReason ? m.history_reason({ reason: purchase.rejectionReason }) : m.after_rejected_no_reason()}
                </Text>
              </Stack>
              <PayAgainButton purchase={purchase} />
            </Group>
          ))}
        </Stack>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/user/payment-history" search={{ status: 'REJECTED' }} />}>
          {m.after_rejected_see_all()}
        </Anchor>
      </Stack>
    </Alert>
  )
}
