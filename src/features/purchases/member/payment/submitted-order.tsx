import { Alert, Anchor, Badge, CloseButton, Group, Stack, Text } from '@mantine/core'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { formatINR } from '@/ui/format'

/**
 * What a member sees on Buy Token after paying (the spec: a successful submission goes to Buy Token):
 * the order they just submitted, as the server recorded it, and where to follow it. It comes from
 * the history entry's state, so a reload keeps it and a fresh visit to Buy Token does not show it.
 */
export function SubmittedOrder() {
  const submitted = useLocation({ select: (location) => location.state.submittedOrder })
  const navigate = useNavigate()
  if (!submitted) return null
  const dismiss = () => void navigate({ to: '.', replace: true, state: {} })
  return (
    <Alert color="green" variant="light" title="Payment submitted" role="status" aria-label="Payment submitted">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm">Your order is pending verification: an admin checks your payment and then adds the tokens to your balance.</Text>
          <CloseButton aria-label="Dismiss confirmation" onClick={dismiss} />
        </Group>
        <Stack component="dl" gap={4} m={0}>
          {[
            ['Order #', submitted.transactionId],
            ['Amount', formatINR(submitted.finalAmount)],
            ['UTR', submitted.referenceNumber ?? '—'],
          ].map(([term, value]) => (
            <Group key={term} gap="xs" wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed" w={72}>
                {term}
              </Text>
              <Text component="dd" m={0} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
          <Group gap="xs" wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed" w={72}>
              Status
            </Text>
            <Text component="dd" m={0}>
              <Badge color="yellow" variant="light">
                Pending verification
              </Badge>
            </Text>
          </Group>
        </Stack>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/user/payment-history" search={{ status: 'PENDING', search: submitted.transactionId }} />}>
          See this order in your payment history
        </Anchor>
      </Stack>
    </Alert>
  )
}
