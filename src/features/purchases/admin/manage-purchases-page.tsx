import { useEffect, useState } from 'react'
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Tabs, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useMutation } from '@tanstack/react-query'
import {
  approveTransactionMutation,
  decideTransactionsMutation,
  getAdminDashboardQueryKey,
  getCollectionStatsQueryKey,
  listAdminTransactionsQueryKey,
  rejectTransactionMutation,
} from '@/client/@tanstack/react-query.gen'
import type { AdminTransaction, DecideManyResult, LiveEvent } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
import { useLiveEvent } from '@/lib/live-events'
import { notifyError } from '@/lib/notify'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { selectedToken } from '@/tokens/selected-token'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ConsolePage } from '@/ui/console-page'
import { ExportCsvButton } from '@/ui/export-csv-button'
import { formatINR, formatTokenAmount, groupIndian } from '@/ui/format'
import { ListSearchBox } from '@/ui/list-controls'
import { ListTable } from '@/ui/list-table'
import { type ListSelection, type SearchProps, useListPage } from '@/ui/use-list-page'
import { historyColumns, requestColumns } from '@/features/purchases/admin/purchase-columns'
import { DECIDED_STATUSES, exportListedPurchases, purchasesQueryOptions, type PurchasesSearch } from '@/features/purchases/admin/purchases-search'
import { NoReceipt, ReceiptPreview } from '@/features/purchases/admin/receipt-preview'
import { everyReviewKey, ReviewPanel, UnverifiedWarning } from '@/features/purchases/admin/review-panel'

/** The history's status filter, read at render in the language on screen. */
const historyStatuses = () => DECIDED_STATUSES.map((status) => ({ value: status, label: status === 'APPROVED' ? m.admin_purchases_approved() : m.admin_purchases_rejected() }))

type ManagePurchasesPageProps = SearchProps<PurchasesSearch>

/** A purchase arrived while the list is open: the console's live events refresh the list, and this says why it moved. */
function announceNewPurchase(event: LiveEvent) {
  if (event.type === 'purchase.submitted') notifications.show({ message: m.live_new_purchase(), color: 'blue' })
}

interface Deciding {
  kind: 'approve' | 'reject'
  purchase: AdminTransaction
}

/** A decision on the selected rows: the purchases as they were listed when the admin chose. */
interface DecidingSelected {
  kind: 'approve' | 'reject'
  purchases: AdminTransaction[]
}

/** What the last decision on selected rows did, kept on the page until the next one. */
interface Summary {
  kind: 'approve' | 'reject'
  result: DecideManyResult
}

const count = (n: number) => groupIndian(String(n))

/** The purchase in the review panel, and where it was among the rows on screen when it was opened. */
interface Reviewing {
  purchase: AdminTransaction
  index: number
}

/** J/K and the arrow keys move the review panel, unless the admin is typing. */
const typing = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

function describe(purchase: AdminTransaction): string {
  return m.admin_purchases_describe({
    tokens: formatTokenAmount(purchase.totalQuantity),
    symbol: selectedToken.symbol,
    amount: formatINR(purchase.finalAmount),
    name: purchase.user.name,
    code: purchase.user.referralCode,
  })
}

export function ManagePurchasesPage({ search, onSearchChange }: ManagePurchasesPageProps) {
  useLocale()
  useLiveEvent(announceNewPurchase)
  const tab = search.tab ?? 'requests'
  // Kept after closing so the dialog's text does not change while it fades out.
  const [deciding, setDeciding] = useState<Deciding | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  // Why a purchase is rejected, for the member's history (optional; blank sends none).
  const [reason, setReason] = useState('')

  // Which pending rows are ticked (by purchase id); a new page, search or tab starts with none.
  const [selected, setSelected] = useState<Record<string, true>>({})
  const listed = `${tab}|${search.page ?? 1}|${search.search1 ?? ''}`
  const [selectedOn, setSelectedOn] = useState(listed)
  // The review panel is open on a purchase of the rows on screen; another tab, page or search closes it.
  const [reviewOpen, setReviewOpen] = useState(false)
  if (selectedOn !== listed) {
    setSelectedOn(listed)
    setReviewOpen(false)
    setSelected({})
  }
  const [decidingSelected, setDecidingSelected] = useState<DecidingSelected | null>(null)
  const [selectedDialogOpen, setSelectedDialogOpen] = useState(false)
  const [summary, setSummary] = useState<Summary | null>(null)

  // Whatever the answer (a 409 means someone else decided first), the lists and totals may have moved.
  const refresh = useRefresh(
    listAdminTransactionsQueryKey({ client: adminClient }),
    getAdminDashboardQueryKey({ client: adminClient }),
    getCollectionStatsQueryKey({ client: adminClient }),
    everyReviewKey(),
  )
  const approve = useMutation({
    ...approveTransactionMutation({ client: adminClient }),
    ...announce(m.admin_purchases_approve_failed(), m.done_purchase_approved()),
    onSettled: refresh,
  })
  const reject = useMutation({
    ...rejectTransactionMutation({ client: adminClient }),
    ...announce(m.admin_purchases_reject_failed(), m.done_purchase_rejected()),
    onSettled: refresh,
  })

  // One call for every ticked purchase; what each came to is summed up above the list.
  const decideSelected = useMutation({
    ...decideTransactionsMutation({ client: adminClient }),
    onSuccess: (response, variables) => {
      setSummary({ kind: variables.body.decision === 'APPROVE' ? 'approve' : 'reject', result: response.data })
      setSelected({})
    },
    onError: (error) => notifyError(error, m.bulk_failed()),
    onSettled: refresh,
  })

  function askSelected(kind: DecidingSelected['kind']) {
    const purchases = list.table.getSelectedRowModel().rows.map((row) => row.original)
    if (purchases.length === 0) return
    setDecidingSelected({ kind, purchases })
    setReason('')
    setSelectedDialogOpen(true)
  }

  function confirmSelected() {
    if (!decidingSelected) return
    const ids = decidingSelected.purchases.map((purchase) => purchase.id)
    const body =
      decidingSelected.kind === 'approve' ? { decision: 'APPROVE' as const, ids } : { decision: 'REJECT' as const, ids, ...(reason.trim() ? { reason: reason.trim() } : {}) }
    decideSelected.mutate({ body }, { onSettled: () => setSelectedDialogOpen(false) })
  }

  function ask(kind: Deciding['kind'], purchase: AdminTransaction) {
    setDeciding({ kind, purchase })
    setReason('')
    setDialogOpen(true)
  }

  function confirm() {
    if (!deciding) return
    const close = { onSettled: () => setDialogOpen(false) }
    if (deciding.kind === 'approve') approve.mutate({ body: { id: deciding.purchase.id } }, close)
    else reject.mutate({ body: { id: deciding.purchase.id, ...(reason.trim() ? { reason: reason.trim() } : {}) } }, close)
  }

  const pendingSelection: ListSelection<AdminTransaction> = { selected, onChange: setSelected, canSelect: (row) => row.status === 'PENDING' }
  const list = useListPage({
    query: purchasesQueryOptions(search),
    columns: tab === 'history' ? historyColumns() : requestColumns({ onApprove: (row) => ask('approve', row), onReject: (row) => ask('reject', row) }),
    search,
    onSearchChange,
    errorToast: m.admin_purchases_fetch_failed(),
    selection: tab === 'history' ? undefined : pendingSelection,
  })
  const selectedCount = tab === 'history' ? 0 : list.table.getSelectedRowModel().rows.length

  // The review panel: a row (click, or Enter on it) opens it; it moves along the rows on screen.
  const [reviewing, setReviewing] = useState<Reviewing | null>(null)
  const rows = list.table.getRowModel().rows.map((row) => row.original)
  const shownAt = reviewing ? rows.findIndex((row) => row.id === reviewing.purchase.id) : -1
  // A purchase decided from the panel leaves the requests: the next row then sits where it was.
  const at = shownAt >= 0 ? shownAt : (reviewing?.index ?? 0)
  const next = shownAt >= 0 ? at + 1 : at
  const openReview = (purchase: AdminTransaction) => {
    setReviewing({
      purchase,
      index: Math.max(
        0,
        rows.findIndex((row) => row.id === purchase.id),
      ),
    })
    setReviewOpen(true)
  }
  const moveTo = (index: number) => (index >= 0 && index < rows.length ? () => openReview(rows[index]) : undefined)
  const onPrevious = moveTo(at - 1)
  const onNext = moveTo(next)
  const aDialogOpen = dialogOpen || selectedDialogOpen
  useEffect(() => {
    if (!reviewOpen || aDialogOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return
      const move =
        event.key === 'j' || event.key === 'J' || event.key === 'ArrowDown' ? onNext : event.key === 'k' || event.key === 'K' || event.key === 'ArrowUp' ? onPrevious : null
      if (move === null) return
      event.preventDefault()
      move?.()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [reviewOpen, aDialogOpen, onNext, onPrevious])

  // Wide enough for every column's content, so nothing (the status badge first) gets squeezed.
  const table = (label: string, emptyMessage: string, stickyActions = false) => (
    <ListTable
      list={list}
      label={label}
      pagesLabel={m.admin_purchases_pages()}
      loadingMessage={m.admin_purchases_loading()}
      errorMessage={m.admin_purchases_fetch_failed()}
      emptyMessage={emptyMessage}
      missing="--"
      minWidth={0}
      dense
      stickyActions={stickyActions}
      onRowOpen={openReview}
      activeRowId={reviewOpen ? reviewing?.purchase.id : undefined}
    />
  )

  return (
    <>
      <ConsolePage
        title={m.admin_purchases_heading()}
        actions={
          // The tab's own view: pending requests, or the history's status; the search either way.
          <ExportCsvButton download={() => exportListedPurchases(search)} fallbackName="purchases.csv" />
        }
      >
        <ListSearchBox param="search1" placeholder={m.admin_purchases_search_placeholder()} search={search} onSearchChange={onSearchChange} />

        <Tabs value={tab} onChange={(value) => onSearchChange({ tab: value === 'history' ? 'history' : undefined, page: undefined })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="requests">{m.admin_purchases_requests()}</Tabs.Tab>
            <Tabs.Tab value="history">{m.admin_purchases_history()}</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="requests" pt="md">
            <Stack gap="md">
              {summary && <SummaryNote summary={summary} onClose={() => setSummary(null)} />}
              <Group gap="sm" wrap="wrap">
                {/* A phone shows rows as cards without the header row, so the page's checkbox is here. */}
                <Checkbox
                  hiddenFrom="sm"
                  label={m.bulk_select_page()}
                  checked={list.table.getIsAllPageRowsSelected()}
                  indeterminate={list.table.getIsSomePageRowsSelected()}
                  disabled={!list.table.getRowModel().rows.some((row) => row.getCanSelect())}
                  onChange={(event) => list.table.toggleAllPageRowsSelected(event.currentTarget.checked)}
                />
                <Text size="sm" c="dimmed" aria-live="polite">
                  {m.bulk_selected_count({ count: count(selectedCount) })}
                </Text>
                <Button size="compact-md" color="teal.9" disabled={selectedCount === 0} onClick={() => askSelected('approve')}>
                  {m.bulk_approve_selected()}
                </Button>
                <Button size="compact-md" color="red" variant="light" disabled={selectedCount === 0} onClick={() => askSelected('reject')}>
                  {m.bulk_reject_selected()}
                </Button>
              </Group>
              {table(m.admin_purchases_requests(), m.admin_purchases_requests_empty(), true)}
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="history" pt="md">
            <Stack gap="md">
              <Group>
                <NativeSelect
                  label={m.admin_users_status()}
                  data={historyStatuses()}
                  value={search.status ?? 'APPROVED'}
                  onChange={(event) => onSearchChange({ status: event.currentTarget.value === 'REJECTED' ? 'REJECTED' : undefined, page: undefined })}
                  w={{ base: '100%', sm: 200 }}
                />
              </Group>
              {table(m.admin_purchases_history(), m.admin_purchases_history_empty())}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </ConsolePage>

      <ReviewPanel
        purchase={reviewing?.purchase ?? null}
        opened={reviewOpen}
        position={{ index: Math.min(at + 1, Math.max(rows.length, 1)), total: rows.length }}
        onPrevious={onPrevious}
        onNext={onNext}
        onClose={() => setReviewOpen(false)}
        onApprove={(purchase) => ask('approve', purchase)}
        onReject={(purchase) => ask('reject', purchase)}
      />

      <ConfirmDialog
        opened={dialogOpen}
        title={deciding?.kind === 'approve' ? m.admin_purchases_approve_title() : m.admin_purchases_reject_title()}
        message={
          deciding &&
          (deciding.kind === 'approve'
            ? m.admin_purchases_confirm_approve({ purchase: describe(deciding.purchase) })
            : m.admin_purchases_confirm_reject({ purchase: describe(deciding.purchase) }))
        }
        confirmLabel={deciding?.kind === 'approve' ? m.admin_purchases_approve() : m.admin_purchases_reject()}
        confirmColor={deciding?.kind === 'approve' ? 'green' : 'red'}
        busy={approve.isPending || reject.isPending}
        onConfirm={confirm}
        onClose={() => setDialogOpen(false)}
      >
        {deciding?.kind === 'approve' && <UnverifiedWarning purchase={deciding.purchase} />}
        {deciding?.kind === 'approve' && <PaymentProof purchase={deciding.purchase} />}
        {deciding?.kind === 'reject' && <ReasonField value={reason} onChange={setReason} />}
      </ConfirmDialog>

      <ConfirmDialog
        opened={selectedDialogOpen}
        title={decidingSelected?.kind === 'approve' ? m.bulk_approve_title() : m.bulk_reject_title()}
        message={
          decidingSelected &&
          (decidingSelected.kind === 'approve'
            ? m.bulk_confirm_approve({
                count: count(decidingSelected.purchases.length),
                tokens: formatTokenAmount(tokensOf(decidingSelected.purchases)),
                symbol: selectedToken.symbol,
              })
            : m.bulk_confirm_reject({ count: count(decidingSelected.purchases.length) }))
        }
        confirmLabel={decidingSelected?.kind === 'approve' ? m.bulk_approve_selected() : m.bulk_reject_selected()}
        confirmColor={decidingSelected?.kind === 'approve' ? 'green' : 'red'}
        busy={decideSelected.isPending}
        onConfirm={confirmSelected}
        onClose={() => setSelectedDialogOpen(false)}
      >
        {decidingSelected?.kind === 'reject' && <ReasonField value={reason} onChange={setReason} />}
      </ConfirmDialog>
    </>
  )
}

/** The outcome of a decision on selected rows: what was decided, what someone else had, what was gone. */
function SummaryNote({ summary: { kind, result }, onClose }: { summary: Summary; onClose: () => void }) {
  const counts = { decided: count(result.decided), already: count(result.alreadyDecided), missing: count(result.notFound) }
  return (
    <Alert role="status" color={result.decided > 0 ? 'teal' : 'yellow'} title={m.bulk_summary_title()} withCloseButton closeButtonLabel={m.dialog_close()} onClose={onClose}>
      <Stack gap={2}>
        <Text size="sm">{kind === 'approve' ? m.bulk_summary_approved(counts) : m.bulk_summary_rejected(counts)}</Text>
        {result.supplyExhausted > 0 && <Text size="sm">{m.bulk_summary_supply({ count: count(result.supplyExhausted) })}</Text>}
        {result.memberDeleted > 0 && <Text size="sm">{m.bulk_summary_deleted({ count: count(result.memberDeleted) })}</Text>}
      </Stack>
    </Alert>
  )
}

/** The tokens a set of purchases would take from the supply, for the confirmation. */
const tokensOf = (purchases: AdminTransaction[]) => purchases.reduce((sum, purchase) => sum + Number(purchase.totalQuantity), 0)

/** What the admin checks against the bank statement before approving. */
function PaymentProof({ purchase }: { purchase: AdminTransaction }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span c="dimmed" inherit>
          {m.admin_purchases_reference_number()}{' '}
        </Text>
        <Text span fw={700} inherit>
          {purchase.referenceNumber?.trim() || '--'}
        </Text>
      </Text>
      {purchase.receipt?.url ? <ReceiptPreview url={purchase.receipt.url} label={m.admin_purchases_receipt_of({ id: purchase.transactionId })} /> : <NoReceipt />}
    </Stack>
  )
}

/** The rejection's reason, as the member will read it: one field for one purchase or for a selection. */
function ReasonField({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  return (
    <Textarea
      label={m.admin_purchases_reason()}
      description={m.admin_purchases_reason_description()}
      placeholder={m.admin_purchases_reason_placeholder()}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={500}
      rows={3}
      data-autofocus
    />
  )
}
