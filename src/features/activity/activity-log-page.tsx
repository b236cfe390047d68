import { useState, type ReactNode } from 'react'
import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ActivityAction, ActivityEntry } from '@/client/types.gen'
import { vActivityAction } from '@/client/valibot.gen'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { ConsolePage } from '@/ui/console-page'
import { ExportCsvButton } from '@/ui/export-csv-button'
import { formatDateGB, formatTimeGB } from '@/ui/format'
import { ListFilter, ListSearchBox } from '@/ui/list-controls'
import { ListTable, listColumnHelper, type ListColumn, type ListTableProps } from '@/ui/list-table'
import { useErrorToast } from '@/ui/use-error-toast'
import { type SearchProps, useListPage } from '@/ui/use-list-page'
import {
  activityCompanyChoicesQueryOptions,
  adminActivityQueryOptions,
  exportAdminActivityLog,
  exportPlatformActivityLog,
  platformActivityQueryOptions,
  type AdminActivitySearch,
  type PlatformActivitySearch,
} from '@/features/activity/activity-search'

/** Each action as a person reads it, in the language of the moment. */
const ACTION_WORDS: Record<ActivityAction, () => string> = {
  SIGNED_IN: m.activity_action_signed_in,
  USER_ADDED: m.activity_action_user_added,
  USER_VERIFIED: m.activity_action_user_verified,
  USER_UPDATED: m.activity_action_user_updated,
  USER_DELETED: m.activity_action_user_deleted,
  PURCHASE_APPROVED: m.activity_action_purchase_approved,
  PURCHASE_REJECTED: m.activity_action_purchase_rejected,
  BENEFICIARY_CHANGED: m.activity_action_beneficiary_changed,
  REFERRAL_SETTINGS_CHANGED: m.activity_action_referral_settings_changed,
  COMPANY_ADDED: m.activity_action_company_added,
  COMPANY_UPDATED: m.activity_action_company_updated,
  COMPANY_SUSPENDED: m.activity_action_company_suspended,
  COMPANY_RESUMED: m.activity_action_company_resumed,
  ADMIN_ADDED: m.activity_action_admin_added,
  SECOND_FACTOR_ENROLLED: m.activity_action_second_factor_enrolled,
  SECOND_FACTOR_DISABLED: m.activity_action_second_factor_disabled,
  SECOND_FACTOR_RESET: m.activity_action_second_factor_reset,
  TWO_FACTOR_POLICY_CHANGED: m.activity_action_two_factor_policy_changed,
}

/** The changed fields' names; a field without words shows its key. */
const FIELD_WORDS: Record<string, () => string> = {
  name: m.activity_field_name,
  email: m.activity_field_email,
  mobile: m.activity_field_mobile,
  role: m.activity_field_role,
  isApproved: m.activity_field_is_approved,
  status: m.activity_field_status,
  reason: m.activity_field_reason,
  holderName: m.activity_field_holder_name,
  bankName: m.activity_field_bank_name,
  branch: m.activity_field_branch,
  accountNumber: m.activity_field_account_number,
  ifscCode: m.activity_field_ifsc_code,
  upi: m.activity_field_upi,
  enabled: m.activity_field_enabled,
  level1Percent: m.activity_field_level1_percent,
  level2Percent: m.activity_field_level2_percent,
  lockDays: m.activity_field_lock_days,
  required: m.activity_field_required,
  companyName: m.activity_field_company_name,
  tokenName: m.activity_field_token_name,
  tokenSymbol: m.activity_field_token_symbol,
  price: m.activity_field_price,
  totalSupply: m.activity_field_total_supply,
  platformChargePercent: m.activity_field_platform_charge_percent,
}

const ROLE_WORDS: Record<ActivityEntry['actorKind'], () => string> = {
  ADMIN: m.activity_role_admin,
  SUPERADMIN: m.activity_role_superadmin,
  SYSTEM: m.activity_role_system,
}

const MISSING = '--'
/** The log's times are India's, wherever the reader is. */
const IST = 'Asia/Kolkata'
/** The table keeps its cells on one line; these may wrap, so the list fits a phone. */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return MISSING
  if (typeof value === 'boolean') return value ? m.activity_yes() : m.activity_no()
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** What the action was done to: its label, or words for the subjects that have none. */
function subjectText(entry: ActivityEntry): string {
  if (entry.subjectLabel) return entry.subjectLabel
  if (entry.subjectType === 'REFERRAL_SETTINGS') return m.activity_subject_referral_settings()
  if (entry.subjectType === 'TWO_FACTOR_POLICY') return m.activity_subject_two_factor_policy()
  if (!entry.subjectType) return m.activity_own_account()
  return MISSING
}

/** The fields an entry changed, each as "field: before -> after" (only one side when the other is absent). */
function changes(entry: ActivityEntry) {
  const before = entry.before ?? {}
  const after = entry.after ?? {}
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return keys.map((key) => ({
    key,
    field: FIELD_WORDS[key]?.() ?? key,
    before: key in before ? valueText(before[key]) : undefined,
    after: key in after ? valueText(after[key]) : undefined,
  }))
}

/** The change cell: the first field on one line, the rest behind a button (a two-line cell that expands). */
function ChangeCell({ entry }: { entry: ActivityEntry }) {
  const [open, setOpen] = useState(false)
  const fields = changes(entry)
  if (fields.length === 0) return <Text size="sm">{MISSING}</Text>
  const shown = open ? fields : fields.slice(0, 1)
  return (
    <Stack gap={2} align="flex-start">
      <List size="sm" listStyleType="none" spacing={0} aria-label={ACTION_WORDS[entry.action]()}>
        {shown.map((change) => (
          <List.Item key={change.key} style={WRAP}>
            <Text span size="sm" fw={600}>
              {change.field}:
            </Text>{' '}
            {change.before !== undefined && (
              <Text span size="sm" td="line-through" c="dimmed">
                {change.before}
              </Text>
            )}
            {change.before !== undefined && change.after !== undefined && ' → '}
            {change.after !== undefined && (
              <Text span size="sm">
                {change.after}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {fields.length > 1 && (
        <Button variant="subtle" size="compact-xs" px={0} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? m.activity_hide_change() : `${m.activity_show_change()} (+${fields.length - 1})`}
        </Button>
      )}
    </Stack>
  )
}

const column = listColumnHelper<ActivityEntry>()

function activityColumns(withCompany: boolean): ListColumn<ActivityEntry>[] {
  return [
    column.display({
      id: 'when',
      header: m.activity_col_when(),
      cell: ({ row: { original: entry } }) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDateGB(entry.occurredAt, IST)}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatTimeGB(entry.occurredAt, IST)}
          </Text>
        </Stack>
      ),
    }),
    ...(withCompany
      ? [
          column.display({
            id: 'company',
            header: m.activity_col_company(),
            cell: ({ row: { original: entry } }) => (
              <Text size="sm" style={WRAP}>
                {entry.companyName ?? m.activity_platform()}
              </Text>
            ),
          }),
        ]
      : []),
    column.display({
      id: 'who',
      header: m.activity_col_who(),
      cell: ({ row: { original: entry } }) => (
        <Stack gap={0} style={WRAP}>
          <Text size="sm">{entry.actorName || MISSING}</Text>
          <Text size="xs" c="dimmed">
            {ROLE_WORDS[entry.actorKind]()}
          </Text>
        </Stack>
      ),
    }),
    column.display({
      id: 'action',
      header: m.activity_col_action(),
      cell: ({ row: { original: entry } }) => (
        <Text size="sm" style={WRAP}>
          {ACTION_WORDS[entry.action]()}
        </Text>
      ),
    }),
    column.display({
      id: 'what',
      header: m.activity_col_what(),
      cell: ({ row: { original: entry } }) => (
        <Text size="sm" style={WRAP}>
          {subjectText(entry)}
        </Text>
      ),
    }),
    column.display({ id: 'change', header: m.activity_col_change(), cell: ({ row: { original: entry } }) => <ChangeCell entry={entry} /> }),
  ]
}

/** The action filter's choices, in the language of the moment. */
const actionOptions = (): { value: '' | ActivityAction; label: string }[] => [
  { value: '', label: m.activity_all_actions() },
  ...vActivityAction.options.map((action) => ({ value: action, label: ACTION_WORDS[action]() })),
]

type DateParam = 'from' | 'to'

/** A day of the range, as the browser's own date picker; a new day starts again at page 1. */
function DayInput({
  param,
  label,
  value,
  onChange,
}: {
  param: DateParam
  label: string
  value: string | undefined
  onChange: (patch: Partial<Record<DateParam, string>> & { page?: undefined }) => void
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange({ [param]: event.currentTarget.value || undefined, page: undefined })}
      w={{ base: '100%', xs: 170 }}
    />
  )
}

interface ActivityLogViewProps {
  search: AdminActivitySearch
  onSearchChange: (patch: Partial<AdminActivitySearch>) => void
  list: ListTableProps<ActivityEntry>['list']
  download: () => Promise<{ data: unknown; response: Response }>
  companyFilter?: ReactNode
}

function ActivityLogView({ search, onSearchChange, list, download, companyFilter }: ActivityLogViewProps) {
  return (
    <ConsolePage title={m.activity_heading()} actions={<ExportCsvButton download={download} fallbackName="activity.csv" />}>
      <Group align="flex-end" gap="sm">
        {companyFilter}
        <ListSearchBox param="search" placeholder={m.activity_search_placeholder()} search={search} onSearchChange={onSearchChange} />
        <ListFilter label={m.activity_action_label()} param="action" options={actionOptions()} search={search} onSearchChange={onSearchChange} width={240} />
        <DayInput param="from" label={m.activity_from()} value={search.from} onChange={onSearchChange} />
        <DayInput param="to" label={m.activity_to()} value={search.to} onChange={onSearchChange} />
      </Group>
      <ListTable
        list={list}
        label={m.activity_table()}
        pagesLabel={m.activity_pages()}
        loadingMessage={m.activity_loading()}
        errorMessage={m.activity_fetch_failed()}
        emptyMessage={m.activity_empty()}
        missing={MISSING}
        minWidth={340}
      />
    </ConsolePage>
  )
}

/** A company admin's Activity Log: their company's entries. */
export function AdminActivityLogPage({ search, onSearchChange }: SearchProps<AdminActivitySearch>) {
  useLocale()
  const list = useListPage({ query: adminActivityQueryOptions(search), columns: activityColumns(false), search, onSearchChange, errorToast: m.activity_fetch_failed() })
  return <ActivityLogView search={search} onSearchChange={onSearchChange} list={list} download={() => exportAdminActivityLog(search)} />
}

/** The super admin's Activity Log: every company's entries and their own sign-ins, by company if chosen. */
export function PlatformActivityLogPage({ search, onSearchChange }: SearchProps<PlatformActivitySearch>) {
  useLocale()
  const list = useListPage({ query: platformActivityQueryOptions(search), columns: activityColumns(true), search, onSearchChange, errorToast: m.activity_fetch_failed() })
  const companiesQuery = useQuery(activityCompanyChoicesQueryOptions())
  useErrorToast(companiesQuery.error, m.sa_companies_fetch_failed())
  const companyOptions = [
    { value: '', label: m.sa_transactions_all_companies() },
    ...(companiesQuery.data?.data.records ?? []).map((company) => ({ value: company.id, label: `${company.companyName} (${company.tokenSymbol})` })),
  ]
  return (
    <ActivityLogView
      search={search}
      onSearchChange={onSearchChange}
      list={list}
      download={() => exportPlatformActivityLog(search)}
      companyFilter={<ListFilter label={m.sa_transactions_company()} param="companyId" options={companyOptions} search={search} onSearchChange={onSearchChange} width={240} />}
    />
  )
}
