import { Suspense } from 'react'
import { Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { QRCodeSVG } from 'qrcode.react'
import type { Referee } from '@/client/types.gen'
import { notifyError } from '@/lib/notify'
import { selectedToken } from '@/tokens/selected-token'
import { CopyValueButton } from '@/ui/copy-value-button'
import { formatDateGB, formatTokenAmount } from '@/ui/format'
import { listColumnHelper, ListTable, type ListColumn } from '@/ui/list-table'
import { TimeLeft } from '@/ui/time-left'
import { ListErrorBoundary, ListPending } from '@/ui/list-frame'
import { useListPage } from '@/ui/use-list-page'
import { myReferralQuery, refereesQuery, REFEREES_PAGE_SIZE } from '@/features/referrals/member/referral-queries'
import { rulesInWords } from '@/features/referrals/member/referral-rules'

/** The share link: registration with the Member ID filled in (routes/_guest/register.tsx). */
function referralLink(code: string, origin = window.location.origin): string {
  return `${origin}/register?referralCode=${encodeURIComponent(code)}`
}

const symbol = selectedToken.symbol
const tokens = (value: string) => `${formatTokenAmount(value)} ${symbol}`

const column = listColumnHelper<Referee>()
const REFEREE_COLUMNS: ListColumn<Referee>[] = [
  column.accessor('maskedName', { header: 'Name' }),
  column.accessor('joinedAt', { header: 'Date Joined', cell: ({ getValue }) => formatDateGB(getValue()) }),
  column.accessor('verified', {
    header: 'Verified',
    cell: ({ getValue }) => (
      <Badge variant="light" color={getValue() ? 'teal' : 'gray'}>
        {getValue() ? 'Verified' : 'Not verified'}
      </Badge>
    ),
  }),
  column.accessor('tokensBought', { header: 'Tokens Bought', cell: ({ getValue }) => tokens(getValue()), meta: { align: 'right' } }),
  column.accessor('rewardEarned', { header: 'Reward Earned', cell: ({ getValue }) => tokens(getValue()), meta: { align: 'right' } }),
]

function ShareLink({ code }: { code: string }) {
  const link = referralLink(code)
  const message = `Join the ${symbol} token pre-launch sale with my link:`
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  async function share() {
    try {
      await navigator.share({ title: `${symbol} token pre-launch`, text: message, url: link })
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) notifyError(undefined, 'Could not open sharing. Please copy the link instead.')
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} size="h4">
          Your referral link
        </Title>
        <Group gap={4} wrap="nowrap">
          <Text size="sm">
            Member ID: <strong>{code}</strong>
          </Text>
          <CopyValueButton value={code} label="Member ID" successMessage="Member ID copied" />
        </Group>
        <TextInput
          label="Referral link"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          rightSection={<CopyValueButton value={link} label="referral link" successMessage="Referral link copied" />}
        />
        <Group gap="sm">
          {canShare && <Button onClick={() => void share()}>Share link</Button>}
          <Button component="a" variant="light" color="green" href={`https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </Button>
          <Button
            component="a"
            variant="light"
            color="blue"
            href={`https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            Telegram
          </Button>
        </Group>
        <Stack gap={4} align="center">
          <QRCodeSVG value={link} size={168} level="M" title="QR code of your referral link" style={{ display: 'block' }} />
          <Text size="xs" c="dimmed">
            Scan to register with your Member ID
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
      {children}
    </div>
  )
}

interface ReferEarnPageProps {
  search: { page?: number }
  onSearchChange: (patch: { page?: number }) => void
}

/** 'Refer & Earn': the member's link and QR code, the rules, their rewards (the route loads these first) and the members they referred. */
function RefereesTable({ search, onSearchChange }: ReferEarnPageProps) {
  const referees = useListPage({
    query: refereesQuery(search.page),
    columns: REFEREE_COLUMNS,
    search,
    onSearchChange,
    pageSize: REFEREES_PAGE_SIZE,
    errorToast: 'Failed to fetch your referrals',
  })
  return (
    <ListTable
      list={referees}
      label="Members you referred"
      pagesLabel="Referred members pages"
      emptyMessage="Nobody has registered with your link yet."
      loadingMessage="Loading..."
      errorMessage="Could not load the list. Please try again."
      minWidth={640}
    />
  )
}

export function ReferEarnPage({ search, onSearchChange }: ReferEarnPageProps) {
  const referral = useSuspenseQuery(myReferralQuery()).data.data
  const referees = <RefereesTable search={search} onSearchChange={onSearchChange} />

  return (
    <Stack gap="lg">
      <Title order={2}>Refer &amp; Earn</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ShareLink code={referral.referralCode} />
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rewards-heading">
            <Stack gap="md">
              <Title order={3} size="h4" id="rewards-heading">
                Your rewards
              </Title>
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="md" component="dl" m={0}>
                <Figure label="Earned" value={tokens(referral.totals.earned)} />
                <Figure label="Locked" value={tokens(referral.totals.locked)}>
                  {referral.totals.nextUnlockAt && (
                    <Text size="xs" c="dimmed">
                      Time Left: <TimeLeft until={referral.totals.nextUnlockAt} />
                    </Text>
                  )}
                </Figure>
                <Figure label="Available" value={tokens(referral.totals.available)} />
                <Figure label="Referred" value={String(referral.referees)} />
              </SimpleGrid>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="rules-heading">
            <Stack gap="sm">
              <Title order={3} size="h4" id="rules-heading">
                How it works
              </Title>
              <List size="sm" spacing={6}>
                {rulesInWords(referral.rules, symbol).map((rule) => (
                  <List.Item key={rule}>{rule}</List.Item>
                ))}
              </List>
              <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/user/dashboard" search={{ stock: 'mine' }} />}>
                See each reward in My Stock Details
              </Anchor>
            </Stack>
          </Paper>
        </Stack>
      </SimpleGrid>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={3} size="h4">
            Members you referred
          </Title>
          {/* The table loads and fails on its own; the member's code and figures above stay. */}
          <Suspense fallback={<ListPending>{referees}</ListPending>}>
            <ListErrorBoundary resetKey={String(search.page ?? 1)}>{referees}</ListErrorBoundary>
          </Suspense>
        </Stack>
      </Paper>
    </Stack>
  )
}
