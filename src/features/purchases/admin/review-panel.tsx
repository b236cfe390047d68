import type { ReactNode } from 'react'
import { Alert, Badge, Button, CopyButton, Divider, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { getTransactionReviewOptions, getTransactionReviewQueryKey } from '@/client/@tanstack/react-query.gen'
import type { AdminTransaction, PurchaseReward, RewardPreview, TransactionReview } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { m } from '@/paraglide/messages'
import { selectedToken } from '@/tokens/selected-token'
import { formatDateISO, formatINR, formatTokenAmount, groupIndian } from '@/ui/format'
import { StatusBadge } from '@/ui/status-badge'
import { statusWord } from '@/features/purchases/status-word'
import { NoReceipt, ReceiptPreview } from '@/features/purchases/admin/receipt-preview'

/** The review read of one purchase: the panel and the approve dialog's warning share it (one request). */
const reviewQueryOptions = (id: string) => getTransactionReviewOptions({ client: adminClient, path: { id } })

/** Every purchase's review read (a decision moves the one on screen, and maybe the member's others). */
export function everyReviewKey() {
  const [{ path: _anyPurchase, ...key }] = getTransactionReviewQueryKey({ client: adminClient, path: { id: '' } })
  return [key]
}

interface ReviewPanelProps {
  /** The purchase as the list shows it: the panel has its figures before the review read answers. */
  purchase: AdminTransaction | null
  opened: boolean
  /** Its place among the rows on screen (1-based), for the "n of total" line. */
  position: { index: number; total: number }
  onPrevious?: () => void
  onNext?: () => void
  onClose: () => void
  onApprove: (purchase: AdminTransaction) => void
  onReject: (purchase: AdminTransaction) => void
}

/**
 * What an admin checks before deciding one purchase, beside the list (a drawer on the right; the whole
 * screen on a phone): the receipt and the UTR, the amount and tokens, the member (verified since when,
 * their other purchases), the referral rewards the approval will pay, and Approve / Reject. The page
 * moves it to the next or previous row (buttons, and J/K or the arrow keys while it is open).
 */
export function ReviewPanel({ purchase, opened, position, onPrevious, onNext, onClose, onApprove, onReject }: ReviewPanelProps) {
  const phone = useMediaQuery('(max-width: 48em)')
  const review = useQuery({ ...reviewQueryOptions(purchase?.id ?? ''), enabled: opened && purchase !== null })
  const data = review.data?.data
  // The review answers the purchase as it is now (decided meanwhile by someone else, say); the row until then.
  const shown = data && data.purchase.id === purchase?.id ? data.purchase : purchase
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 460}
      // Under the decision dialogs (Mantine's modals are at 200), above the console's header.
      zIndex={190}
      title={shown ? m.review_title({ id: shown.transactionId }) : undefined}
      closeButtonProps={{ 'aria-label': m.dialog_close() }}
    >
      {shown && (
        <Stack gap="md">
          <Navigation position={position} onPrevious={onPrevious} onNext={onNext} />
          <Group justify="space-between" align="center">
            <StatusBadge status={shown.status} label={statusWord(shown.status)} />
            {shown.status === 'PENDING' && (
              <Group gap="xs">
                <Button size="xs" color="teal.9" onClick={() => onApprove(shown)}>
                  {m.admin_purchases_approve()}
                </Button>
                <Button size="xs" color="red" variant="light" onClick={() => onReject(shown)}>
                  {m.admin_purchases_reject()}
                </Button>
              </Group>
            )}
          </Group>
          <Payment purchase={shown} />
          <Divider />
          {review.isPending ? (
            <Group gap="xs" aria-busy="true">
              <Loader size="xs" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {m.review_loading()}
              </Text>
            </Group>
          ) : review.isError || !data ? (
            <Alert color="red" role="alert">
              <Group justify="space-between">
                <Text size="sm">{m.review_failed()}</Text>
                <Button size="compact-xs" variant="light" onClick={() => void review.refetch()}>
                  {m.try_again()}
                </Button>
              </Group>
            </Alert>
          ) : (
            <>
              <Member purchase={shown} review={data} />
              <Divider />
              <Rewards purchase={shown} review={data} />
            </>
          )}
        </Stack>
      )}
    </Drawer>
  )
}

function Navigation({ position, onPrevious, onNext }: Pick<ReviewPanelProps, 'position' | 'onPrevious' | 'onNext'>) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Button size="compact-sm" variant="default" aria-label={m.review_previous_label()} disabled={!onPrevious} onClick={onPrevious}>
          {m.review_previous()}
        </Button>
        <Text size="xs" c="dimmed">
          {m.review_position({ n: groupIndian(String(position.index)), total: groupIndian(String(position.total)) })}
        </Text>
        <Button size="compact-sm" variant="default" aria-label={m.review_next_label()} disabled={!onNext} onClick={onNext}>
          {m.review_next()}
        </Button>
      </Group>
      {/* Keys are for a keyboard: a phone has none, and the hint only takes its room. */}
      <Text size="xs" c="dimmed" ta="center" visibleFrom="sm">
        {m.review_keys_hint()}
      </Text>
    </Stack>
  )
}

/** A label over its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  )
}

function Payment({ purchase }: { purchase: AdminTransaction }) {
  const utr = purchase.referenceNumber?.trim()
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {m.review_payment()}
      </Title>
      <Group gap="xl" align="flex-start">
        <Fact label={m.review_amount()}>{formatINR(purchase.finalAmount)}</Fact>
        <Fact label={m.review_tokens()}>
          {formatTokenAmount(purchase.totalQuantity)} {selectedToken.symbol}
        </Fact>
        <Fact label={m.review_method()}>{purchase.paymentMethod}</Fact>
        <Fact label={m.review_price()}>{formatINR(purchase.price)}</Fact>
      </Group>
      <Fact label={m.admin_purchases_utr()}>
        {utr ? (
          <Group gap="xs" wrap="nowrap">
            <Text span inherit ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {utr}
            </Text>
            <CopyButton value={utr}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? m.review_copied() : m.review_copy_utr()}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : (
          '--'
        )}
      </Fact>
      <Fact label={m.admin_purchases_receipt()}>
        {purchase.receipt?.url ? (
          <ReceiptPreview key={purchase.receipt.url} url={purchase.receipt.url} label={m.admin_purchases_receipt_of({ id: purchase.transactionId })} />
        ) : (
          <NoReceipt />
        )}
      </Fact>
    </Stack>
  )
}

function Member({ purchase, review: { member, previousPurchases } }: { purchase: AdminTransaction; review: TransactionReview }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {m.review_member()}
      </Title>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {purchase.user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {purchase.user.referralCode} · {purchase.user.mobile}
          </Text>
        </Stack>
        <Badge color={member.verified ? 'green' : 'orange'} variant="light" c="var(--app-on-tint)" style={{ minWidth: 'max-content' }}>
          {member.verified ? m.review_verified() : m.review_not_verified()}
        </Badge>
      </Group>
      <Text size="sm">
        {member.verified && member.verifiedAt ? m.review_verified_since({ date: formatDateISO(member.verifiedAt) }) : m.review_not_verified()}
        {' · '}
        {m.review_joined({ date: formatDateISO(member.joinedAt) })}
      </Text>
      <Text size="sm" fw={600}>
        {m.review_previous_purchases()}
      </Text>
      {previousPurchases.length === 0 ? (
        <Text size="sm" c="dimmed">
          {m.review_previous_none()}
        </Text>
      ) : (
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={6} aria-label={m.review_previous_table({ name: purchase.user.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{m.history_col_date()}</Table.Th>
              <Table.Th scope="col" ta="right">
                {m.review_amount()}
              </Table.Th>
              <Table.Th scope="col">{m.history_col_status()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {previousPurchases.map((past) => (
              <Table.Tr key={past.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateISO(past.createdAt)}</Table.Td>
                <Table.Td ta="right">{formatINR(past.finalAmount)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={past.status} label={statusWord(past.status)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}

/** A paid reward as the history worded it: level, referrer and tokens, and why it was cut or skipped. */
function paidLine(reward: PurchaseReward): string {
  const words = { level: String(reward.level), code: reward.referrer.referralCode, tokens: formatTokenAmount(reward.tokens) }
  if (reward.status === 'PAID') return `L${words.level} ${words.code}: ${words.tokens}`
  const short = {
    ...words,
    intended: formatTokenAmount(reward.intendedTokens),
    status: reward.status === 'CUT' ? m.admin_purchases_reward_cut() : m.admin_purchases_reward_skipped(),
  }
  return reward.reason ? m.admin_purchases_reward_short_reason({ ...short, reason: reward.reason }) : m.admin_purchases_reward_short(short)
}

function PaidLines({ rewards }: { rewards: PurchaseReward[] }) {
  if (rewards.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {m.review_rewards_none()}
      </Text>
    )
  return (
    <Stack gap={2}>
      {rewards.map((reward) => (
        <Text key={reward.level} size="sm" c={reward.status === 'PAID' ? undefined : 'orange.9'}>
          {paidLine(reward)}
        </Text>
      ))}
    </Stack>
  )
}

function RewardLines({ rewards }: { rewards: RewardPreview[] }) {
  if (rewards.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {m.review_rewards_none()}
      </Text>
    )
  return (
    <Stack gap={6}>
      {rewards.map((reward) => (
        <Group key={reward.level} justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {m.review_reward_line({ level: String(reward.level), percent: reward.percent, name: reward.referrer.name, code: reward.referrer.referralCode })}
            </Text>
            {reward.reason && (
              <Text size="xs" c="orange.9">
                {reward.status === 'CUT' ? m.admin_purchases_reward_cut() : m.admin_purchases_reward_skipped()}: {reward.reason}
              </Text>
            )}
          </Stack>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {m.review_reward_tokens({ tokens: formatTokenAmount(reward.tokens), symbol: selectedToken.symbol })}
          </Text>
        </Group>
      ))}
    </Stack>
  )
}

/** Pending: what approving will pay (the settlement's rule, read now). Decided: what it paid, and who decided. */
function Rewards({ purchase, review }: { purchase: AdminTransaction; review: TransactionReview }) {
  const pending = purchase.status === 'PENDING'
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {pending ? m.review_rewards_will_pay() : m.admin_purchases_rewards()}
      </Title>
      {pending ? <RewardLines rewards={review.rewardPreview} /> : <PaidLines rewards={purchase.rewards} />}
      {purchase.decidedBy && purchase.decidedAt && (
        <Fact label={m.admin_purchases_decided_by()}>
          {purchase.decidedBy.name} · {formatDateISO(purchase.decidedAt)}
        </Fact>
      )}
      {purchase.rejectionReason && (
        <Text size="sm" c="dimmed">
          {m.review_reason({ reason: purchase.rejectionReason })}
        </Text>
      )}
    </Stack>
  )
}

/** Inside the approve dialog: a clear warning when the buyer has not been verified by an admin. */
export function UnverifiedWarning({ purchase }: { purchase: AdminTransaction }) {
  const review = useQuery(reviewQueryOptions(purchase.id))
  if (!review.data || review.data.data.member.verified) return null
  return (
    // The title in the dark text of the tinted badges: Mantine's orange on its own tint reads below AA (4.5:1).
    <Alert color="orange" variant="light" title={m.review_unverified_title()} role="alert" styles={{ title: { color: 'var(--app-on-tint)' } }}>
      <Text size="sm">{m.review_unverified_warning({ name: purchase.user.name })}</Text>
    </Alert>
  )
}
