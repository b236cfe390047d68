import { Suspense, useMemo } from 'react'
import { Anchor, Badge, Box, Button, Group, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { QRCodeSVG } from 'qrcode.react'
import type { ReferralFunnel, ReferralRewardEntry, Referee } from '@/client/types.gen'
import { useLocale } from '@/lib/locale'
import { notifyError } from '@/lib/notify'
import { m } from '@/paraglide/messages'
import { selectedToken } from '@/tokens/selected-token'
import { CopyValueButton } from '@/ui/copy-value-button'
import { formatDateGB, formatTokenAmount } from '@/ui/format'
import { listColumnHelper, ListTable, type ListColumn } from '@/ui/list-table'
import { TimeLeft } from '@/ui/time-left'
import { ListErrorBoundary, ListPending } from '@/ui/list-frame'
import { useListPage } from '@/ui/use-list-page'
import { myReferralQuery, refereesQuery, REFEREES_PAGE_SIZE, referralRewardsQuery, REWARDS_PAGE_SIZE } from '@/features/referrals/member/referral-queries'
import { rulesInWords } from '@/features/referrals/member/referral-rules'

/** The share link: registration with the Member ID filled in (routes/_guest/register.tsx). */
function referralLink(code: string, origin = window.location.origin): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`
}

const symbol = selectedToken.symbol
const tokens = (value: string) => `${formatTokenAmount(value)} ${symbol}`

const column = listColumnHelper<Referee>()
/** The referees' columns, their headers in the language of the moment (the table is built again when it changes). */
const refereeColumns = (): ListColumn<Referee>[] => [
  column.accessor('name', {
    header: m.refer_col_name(),
    cell: ({ row }) => (
      <div>
        <Text size="sm">{row.original.name}</Text>
        {row.original.via && (
          <Text size="xs" c="dimmed">
            {m.tree_via({ name: row.original.via })}
          </Text>
        )}
      </div>
    ),
  }),
  column.accessor('level', {
    header: m.tree_col_level(),
    cell: ({ getValue }) => (
      <Badge variant="light" color={getValue() === 1 ? 'blue' : 'grape'}>
        {m.tree_level({ level: getValue() })}
      </Badge>
    ),
  }),
  column.accessor('joinedAt', { header: m.refer_col_joined(), cell: ({ getValue }) => formatDateGB(getValue()) }),
  column.accessor('verified', {
    header: m.refer_verified(),
    cell: ({ getValue }) => (
      <Badge variant="light" color={getValue() ? 'teal' : 'gray'}>
        {getValue() ? m.refer_verified() : m.refer_not_verified()}
      </Badge>
    ),
  }),
  column.accessor('purchased', {
    header: m.tree_col_purchased(),
    cell: ({ getValue }) => (
      <Badge variant="light" color={getValue() ? 'teal' : 'gray'}>
        {getValue() ? m.tree_purchased() : m.tree_not_purchased()}
      </Badge>
    ),
  }),
  column.accessor('tokensBought', { header: m.refer_col_tokens_bought(), cell: ({ getValue }) => tokens(getValue()), meta: { align: 'right' } }),
  column.accessor('rewardEarned', { header: m.refer_col_reward_earned(), cell: ({ getValue }) => tokens(getValue()), meta: { align: 'right' } }),
]

const IST = 'Asia/Kolkata'
const reward = listColumnHelper<ReferralRewardEntry>()
/** The rewards history's columns: the day in India, whom it came from, the level, the tokens and their lock. */
const rewardColumns = (): ListColumn<ReferralRewardEntry>[] => [
  reward.accessor('createdAt', { header: m.tree_rewards_col_date(), cell: ({ getValue }) => formatDateGB(getValue(), IST) }),
  // Display columns: the table writes N/A for a missing value, and these say something of their own
  // (a deleted buyer is a former member; no lock is available), in the language of the render.
  reward.display({ id: 'from', header: m.tree_rewards_col_from(), cell: ({ row }) => row.original.from ?? m.tree_rewards_former_member() }),
  reward.accessor('level', {
    header: m.tree_col_level(),
    cell: ({ getValue }) => (
      <Badge variant="light" color={getValue() === 1 ? 'blue' : 'grape'}>
        {m.tree_level({ level: getValue() })}
      </Badge>
    ),
  }),
  reward.accessor('tokens', {
    header: m.tree_rewards_col_tokens(),
    cell: ({ row }) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        {row.original.status === 'CUT' && (
          <Badge variant="light" color="orange" title={m.tree_rewards_cut_title()}>
            {m.tree_rewards_cut()}
          </Badge>
        )}
        <span>{tokens(row.original.tokens)}</span>
      </Group>
    ),
    meta: { align: 'right' },
  }),
  reward.display({
    id: 'lockedUntil',
    header: m.tree_rewards_col_lock(),
    cell: ({ row }) => {
      const until = row.original.lockedUntil
      return until && Date.parse(until) > Date.now() ? m.tree_rewards_locked_until({ date: formatDateGB(until, IST) }) : m.tree_rewards_available()
    },
  }),
]

function ShareLink({ code }: { code: string }) {
  const link = referralLink(code)
  const message = m.refer_share_message({ symbol })
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  async function share() {
    try {
      await navigator.share({ title: m.refer_share_title({ symbol }), text: message, url: link })
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) notifyError(undefined, m.refer_share_failed())
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {m.refer_link_heading()}
        </Title>
        <Group gap={4} wrap="nowrap">
          <Text size="sm">
            {m.refer_member_id_label()} <strong>{code}</strong>
          </Text>
          <CopyValueButton value={code} label={m.profile_member_id()} successMessage={m.profile_member_id_copied()} />
        </Group>
        <TextInput
          label={m.refer_link_label()}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          rightSection={<CopyValueButton value={link} label={m.refer_link_copy_label()} successMessage={m.refer_link_copied()} />}
        />
        <Group gap="sm">
          {canShare && <Button onClick={() => void share()}>{m.refer_share_button()}</Button>}
          <Button component="a" variant="light" color="green" href={`https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`} target="_blank" rel="noopener noreferrer">
            {m.refer_whatsapp()}
          </Button>
          <Button
            component="a"
            variant="light"
            color="blue"
            href={`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {m.refer_telegram()}
          </Button>
        </Group>
        <Stack gap={4} align="center">
          <QRCodeSVG value={link} size={168} level="M" title={m.refer_qr_title()} style={{ display: 'block' }} />
          <Text size="xs" c="dimmed">
            {m.refer_qr_caption()}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  )
}

function Figure({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text fw={700} fz="lg" component="dd" m={0}>
        {value}
      </Text>
      {/* What else it says of the figure is a description too: a <dl>'s groups hold only <dt> and <dd>. */}
      {children && (
        <Box component="dd" m={0}>
          {children}
        </Box>
      )}
    </div>
  )
}

/** The page's search: the referees' page (`page`) and the rewards history's (`rewardsPage`), each left out on page 1. */
interface ReferEarnSearch {
  page?: number
  rewardsPage?: number
}

interface ReferEarnPageProps {
  search: ReferEarnSearch
  onSearchChange: (patch: ReferEarnSearch) => void
}

/** The members referred, both levels. */
function RefereesTable({ search, onSearchChange }: ReferEarnPageProps) {
  const locale = useLocale()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers are words of the current language
  const columns = useMemo(() => refereeColumns(), [locale])
  const referees = useListPage({
    query: refereesQuery(search.page),
    columns,
    search: { page: search.page },
    onSearchChange: ({ page }) => onSearchChange({ page }),
    pageSize: REFEREES_PAGE_SIZE,
    errorToast: m.refer_referees_failed(),
  })
  return (
    <ListTable
      list={referees}
      label={m.refer_referees_heading()}
      pagesLabel={m.refer_pages_label()}
      emptyMessage={m.refer_empty()}
      loadingMessage={m.refer_loading()}
      errorMessage={m.refer_list_failed()}
      minWidth={820}
    />
  )
}

/** The rewards credited to the member, newest first, paged on its own (`rewardsPage`). */
function RewardsTable({ search, onSearchChange }: ReferEarnPageProps) {
  const locale = useLocale()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers are words of the current language
  const columns = useMemo(() => rewardColumns(), [locale])
  const rewards = useListPage({
    query: referralRewardsQuery(search.rewardsPage),
    columns,
    search: { page: search.rewardsPage },
    onSearchChange: ({ page }) => onSearchChange({ rewardsPage: page }),
    pageSize: REWARDS_PAGE_SIZE,
    errorToast: m.tree_rewards_failed(),
  })
  return (
    <ListTable
      list={rewards}
      label={m.tree_rewards_heading()}
      pagesLabel={m.tree_rewards_pages_label()}
      emptyMessage={m.tree_rewards_empty()}
      loadingMessage={m.refer_loading()}
      errorMessage={m.refer_list_failed()}
      minWidth={640}
    />
  )
}

/** Opens, registrations, first purchases and rewards of the member's own link. */
function Funnel({ funnel }: { funnel: ReferralFunnel }) {
  const steps = [
    [m.tree_funnel_opens(), funnel.opens],
    [m.tree_funnel_registrations(), funnel.registrations],
    [m.tree_funnel_purchases(), funnel.firstPurchases],
    [m.tree_funnel_rewards(), funnel.rewards],
  ] as const
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="funnel-heading">
      <Stack gap="md">
        <Title order={3} size="h4" id="funnel-heading">
          {m.tree_funnel_heading()}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
          {steps.map(([label, value]) => (
            <Figure key={label} label={label} value={formatTokenAmount(value)} />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {m.tree_funnel_note()}
        </Text>
      </Stack>
    </Paper>
  )
}

/** A list with its own loading and failure, so the member's code and figures above stay. */
function ListPart({ heading, resetKey, children }: { heading: string; resetKey: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {heading}
        </Title>
        <Suspense fallback={<ListPending>{children}</ListPending>}>
          <ListErrorBoundary resetKey={resetKey}>{children}</ListErrorBoundary>
        </Suspense>
      </Stack>
    </Paper>
  )
}

/** 'Refer & Earn': the member's link and QR code, the rules, their rewards and funnel (the route loads these first), the members they referred at both levels and the rewards history. */
export function ReferEarnPage({ search, onSearchChange }: ReferEarnPageProps) {
  useLocale()
  const referral = useSuspenseQuery(myReferralQuery()).data.data
  const referees = <RefereesTable search={search} onSearchChange={onSearchChange} />
  const rewards = <RewardsTable search={search} onSearchChange={onSearchChange} />
  return (
    <Stack gap="lg">
      <Title order={2}>{m.nav_refer_earn()}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ShareLink code={referral.referralCode} />
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rewards-heading">
            <Stack gap="md">
              <Title order={3} size="h4" id="rewards-heading">
                {m.refer_rewards_heading()}
              </Title>
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md" component="dl" m={0}>
                <Figure label={m.refer_earned()} value={tokens(referral.totals.earned)} />
                <Figure label={m.refer_locked()} value={tokens(referral.totals.locked)}>
                  {referral.totals.nextUnlockAt && (
                    <Text size="xs" c="dimmed">
                      {m.refer_time_left()} <TimeLeft until={referral.totals.nextUnlockAt} />
                    </Text>
                  )}
                </Figure>
                <Figure label={m.time_left_available()} value={tokens(referral.totals.available)} />
                <Figure label={m.refer_referred()} value={String(referral.referees)} />
              </SimpleGrid>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rules-heading">
            <Stack gap="sm">
              <Title order={3} size="h4" id="rules-heading">
                {m.refer_rules_heading()}
              </Title>
              <List size="sm" spacing={6}>
                {rulesInWords(referral.rules, symbol).map((rule) => (
                  <List.Item key={rule}>{rule}</List.Item>
                ))}
              </List>
              <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/user/dashboard" search={{ stock: 'mine' }} />}>
                {m.refer_stock_link()}
              </Anchor>
            </Stack>
          </Paper>
        </Stack>
      </SimpleGrid>
      <Funnel funnel={referral.funnel} />
      <ListPart heading={m.refer_referees_heading()} resetKey={String(search.page ?? 1)}>
        {referees}
      </ListPart>
      <ListPart heading={m.tree_rewards_heading()} resetKey={String(search.rewardsPage ?? 1)}>
        {rewards}
      </ListPart>
    </Stack>
  )
}
