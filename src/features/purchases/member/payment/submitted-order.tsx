import { Alert, Anchor, Badge, CloseButton, Group, Stack, Text } from '@mantine/core'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { formatINR, formatTokenAmount } from '@/ui/format'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { selectedToken } from '@/tokens/selected-token'

/**
 * What a member sees on Buy Token after paying (the spec: a successful submission goes to Buy Token):
 * the order they just submitted, as the server recorded it, and where to follow it. It comes from
 * the history entry's state, so a reload keeps it and a fresh visit to Buy Token does not show it.
 */
export function SubmittedOrder() {
  useLocale()
  const submitted = useLocation({ select: (location) => location.state.submittedOrder })
  const navigate = useNavigate()
  if (!submitted) return null
  const dismiss = () => void navigate({ to: '.', replace: true, state: {} })
  return (
    <Alert color="green" variant="light" title={m.pay_submitted_title()} role="status" aria-label={m.pay_submitted_title()}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm">{m.pay_submitted_body()}</Text>
          <CloseButton aria-label={m.pay_dismiss()} onClick={dismiss} />
        </Group>
        <Stack component="dl" gap={4} m={0}>
          {[
            [m.pay_order_number(), submitted.transactionId],
            [m.pay_amount(), formatINR(submitted.finalAmount)],
            // What the money buys, as the server counted it at submission (2,000 STR).
            [m.history_col_tokens(), `${formatTokenAmount(submitted.totalQuantity)} ${selectedToken.symbol}`],
            [m.pay_utr(), submitted.referenceNumber ?? '—'],
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
              {m.pay_status()}
            </Text>
            <Text component="dd" m={0}>
              <Badge color="yellow" variant="light">
                {m.pay_pending_verification()}
              </Badge>
            </Text>
          </Group>
        </Stack>
        <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/user/payment-history" search={{ status: 'PENDING', search: submitted.transactionId }} />}>
          {m.pay_see_in_history()}
        </Anchor>
      </Stack>
    </Alert>
  )
}
