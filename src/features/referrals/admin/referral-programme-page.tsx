import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTable } from '@tanstack/react-table'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { getReferralReportQueryKey, getReferralSettingsQueryKey, updateReferralSettingsMutation } from '@/client/@tanstack/react-query.gen'
import type { ReferralReport } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { selectedToken } from '@/tokens/selected-token'
import { useAppForm } from '@/ui/form/app-form'
import { untilSettled } from '@/ui/form/form-parts'
import { referralFields, referralSettings, ReferralSettingsFields } from '@/features/referrals/referral-settings-fields'
import { formatTokenAmount } from '@/ui/format'
import { ListTable, listColumnHelper, listFeatures, type ListColumn } from '@/ui/list-table'
import { referralReportQuery } from '@/features/referrals/admin/referral-report-query'

const symbol = selectedToken.symbol
const tokens = (value: string) => `${formatTokenAmount(value)} ${symbol}`

function SettingsForm({ report }: { report: ReferralReport }) {
  const refresh = useRefresh(getReferralReportQueryKey({ client: adminClient }), getReferralSettingsQueryKey({ client: adminClient }))
  const save = useMutation({ ...updateReferralSettingsMutation({ client: adminClient }), ...announce(m.admin_referral_save_failed(), m.done_referral_settings_updated(), refresh) })
  const form = useAppForm({
    defaultValues: { referral: referralFields(report.settings) },
    onSubmit: ({ value }) => untilSettled(save.mutateAsync({ body: referralSettings(value.referral) })),
  })

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="referral-settings">
      <form.AppForm>
        <form.Form>
          <Stack gap="md">
            <Title order={3} size="h4" id="referral-settings">
              {m.admin_referral_settings()}
            </Title>
            <Text size="sm" c="dimmed">
              {m.admin_referral_settings_explained()}
            </Text>
            <ReferralSettingsFields form={form} fields="referral" />
            <Group justify="flex-end">
              <form.SubmitButton label={m.admin_referral_save()} pendingLabel={m.admin_referral_saving()} />
            </Group>
          </Stack>
        </form.Form>
      </form.AppForm>
    </Paper>
  )
}

function PoolFigures({ pool }: { pool: ReferralReport['pool'] }) {
  const total = Number(pool.total) || 1
  const share = (value: string) => (Number(value) / total) * 100
  const figures: [string, string][] = [
    [m.admin_referral_pool(), tokens(pool.total)],
    [m.admin_referral_sold(), tokens(pool.sold)],
    [m.admin_referral_rewards_paid(), tokens(pool.rewards)],
    [m.admin_referral_remaining(), tokens(pool.remaining)],
    [m.admin_referral_rewards_locked(), tokens(pool.rewardsLocked)],
    [m.admin_referral_rewards_available(), tokens(pool.rewardsAvailable)],
    [m.admin_referral_cut(), tokens(pool.rewardsCut)],
    [m.admin_referral_skipped(), String(pool.rewardsSkipped)],
  ]
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="referral-pool">
      <Stack gap="md">
        <Title order={3} size="h4" id="referral-pool">
          {m.admin_referral_pool()}
        </Title>
        {/* A bar of two progressbars: the bar is their named group, and each is named (a progressbar's
            name never comes from its text). */}
        <Progress.Root size="lg" role="group" aria-label={m.admin_referral_pool_used()}>
          <Progress.Section value={share(pool.sold)} color="brand" aria-label={m.admin_referral_sold()}>
            <Progress.Label>{m.admin_referral_sold()}</Progress.Label>
          </Progress.Section>
          <Progress.Section value={share(pool.rewards)} color="teal" aria-label={m.admin_referral_rewards()}>
            <Progress.Label>{m.admin_referral_rewards()}</Progress.Label>
          </Progress.Section>
        </Progress.Root>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
          {figures.map(([label, value]) => (
            <Stack key={label} gap={2}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} fw={700}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}

type TopReferrer = ReferralReport['topReferrers'][number]
const referrer = listColumnHelper<TopReferrer>()
/** Built at render, so the headers are in the language on screen. */
const referrerColumns = (): ListColumn<TopReferrer>[] => [
  referrer.display({ id: 'rank', header: m.admin_referral_rank(), cell: ({ row }) => row.index + 1 }),
  referrer.accessor((row) => row.user.referralCode, { id: 'memberId', header: m.profile_member_id() }),
  referrer.accessor((row) => row.user.name, { id: 'name', header: m.admin_users_name() }),
  referrer.accessor('referees', { header: m.admin_referral_referred(), meta: { align: 'right' } }),
  referrer.accessor('rewardTokens', { header: m.admin_referral_rewards(), cell: ({ getValue }) => tokens(getValue()), meta: { align: 'right' } }),
]

/** The report's top referrers, all on one table (the report sends a handful); on a phone, a card each. */
function TopReferrers({ top }: { top: ReferralReport['topReferrers'] }) {
  const table = useTable({ features: listFeatures, columns: referrerColumns(), data: top, getRowId: (row) => row.user.id, manualPagination: true }, () => null)
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="top-referrers">
      <Stack gap="md">
        <Title order={3} size="h4" id="top-referrers">
          {m.admin_referral_top_referrers()}
        </Title>
        <ListTable list={{ table }} label={m.admin_referral_top_referrers()} emptyMessage={m.admin_referral_no_rewards()} minWidth={520} />
      </Stack>
    </Paper>
  )
}

/** 'Referral Programme': the company's settings, its pool and its top referrers (the route loads the report first). */
export function ReferralProgrammePage() {
  useLocale()
  const { data } = useSuspenseQuery(referralReportQuery()).data
  return (
    <Stack gap="lg">
      <Title order={2}>{m.admin_referral_heading()}</Title>
      <SettingsForm report={data} />
      <PoolFigures pool={data.pool} />
      <TopReferrers top={data.topReferrers} />
    </Stack>
  )
}
