import { useState } from 'react'
import { ActionIcon, Badge, Button, Group, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { addUserMutation, deleteUserMutation, getAdminDashboardQueryKey, getMemberStatsQueryKey, listUsersQueryKey, updateUserMutation } from '@/client/@tanstack/react-query.gen'
import type { AdminUser } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ConsolePage } from '@/ui/console-page'
import { ExportCsvButton } from '@/ui/export-csv-button'
import { formatDateISO } from '@/ui/format'
import { IconPencil, IconPlus, IconTrash } from '@/ui/icons'
import { ListFilter, ListSearchBox } from '@/ui/list-controls'
import { ListTable, listColumnHelper, serialColumn } from '@/ui/list-table'
import { type SearchProps, useListPage } from '@/ui/use-list-page'
import { AddUserDialog } from '@/features/members/admin/add-user-dialog'
import { UpdateUserDialog } from '@/features/members/admin/update-user-dialog'
import { exportListedUsers, listsUnverified, usersQueryOptions, type UsersSearch } from '@/features/members/admin/users-search'

/** The approval filter's choices, read at render in the language on screen. */
const statusOptions = () =>
  [
    { value: '', label: m.admin_users_select_status() },
    { value: 'pending', label: m.admin_users_waiting_verification() },
    { value: 'verified', label: m.admin_users_verified_user() },
    { value: 'all', label: m.admin_users_all() },
  ] as const

type ManageUsersPageProps = SearchProps<UsersSearch>

interface Confirming {
  kind: 'delete' | 'approve'
  user: AdminUser
}

const column = listColumnHelper<AdminUser>()

export function ManageUsersPage({ search, onSearchChange }: ManageUsersPageProps) {
  useLocale()
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [editOpen, setEditOpen] = useState(false)
  // Kept after closing so the dialog's text does not change while it fades out.
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  // Every change can move users between pages, filters and dashboard counts.
  const refresh = useRefresh(listUsersQueryKey({ client: adminClient }), getMemberStatsQueryKey({ client: adminClient }), getAdminDashboardQueryKey({ client: adminClient }))

  const addUser = useMutation({ ...addUserMutation({ client: adminClient }), ...announce(m.admin_users_add_failed(), m.done_user_added(), refresh) })
  const updateUser = useMutation({
    ...updateUserMutation({ client: adminClient }),
    // The same call verifies a waiting user (isApproved) and saves an edit.
    ...announce(
      ({ body }: { body: { isApproved?: boolean } }) => (body.isApproved ? m.admin_users_verify_failed() : m.admin_users_update_failed()),
      // As the server words it: a verification alone is "verified", anything else "updated".
      ({ body }: { body: { isApproved?: boolean } }) => (body.isApproved === true && Object.keys(body).length === 1 ? m.done_user_verified() : m.done_user_updated()),
      refresh,
    ),
  })
  const deleteUser = useMutation({ ...deleteUserMutation({ client: adminClient }), ...announce(m.admin_users_delete_failed(), m.done_user_deleted(), refresh) })

  function ask(kind: Confirming['kind'], user: AdminUser) {
    setConfirming({ kind, user })
    setConfirmOpen(true)
  }

  function confirm() {
    if (!confirming) return
    const { kind, user } = confirming
    const done = { onSettled: () => setConfirmOpen(false) }
    if (kind === 'delete') deleteUser.mutate({ body: { id: user.id } }, done)
    else updateUser.mutate({ body: { id: user.id, isApproved: true } }, done)
  }

  const columns = [
    serialColumn<AdminUser>(m.admin_users_serial()),
    column.accessor('name', { header: m.admin_users_name(), meta: { wrap: true } }),
    column.accessor('email', { header: m.credentials_email(), meta: { wrap: 'anywhere' } }),
    column.accessor('mobile', { header: m.admin_users_mobile() }),
    column.accessor((user) => user.referralCode.trim(), { id: 'referralCode', header: m.admin_users_referral_code() }),
    column.accessor((user) => formatDateISO(user.createdAt), { id: 'date', header: m.admin_users_date() }),
    column.display({
      id: 'approval',
      header: m.admin_users_approval(),
      cell: ({ row: { original: user } }) =>
        user.isApproved ? (
          // At least as wide as its word: where names and emails wrap, the row must not squeeze it to 'VERIFI…'.
          <Badge color="green" variant="light" c="var(--app-on-tint)" style={{ minWidth: 'max-content' }}>
            {m.admin_users_verified()}
          </Badge>
        ) : (
          <Button size="compact-sm" color="yellow" variant="light" c="var(--app-on-tint)" onClick={() => ask('approve', user)}>
            {m.admin_users_waiting()}
          </Button>
        ),
    }),
    column.display({
      id: 'action',
      header: m.admin_users_action(),
      cell: ({ row: { original: user } }) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={m.admin_users_edit({ name: user.name })}
            onClick={() => {
              setEditing(user)
              setEditOpen(true)
            }}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={m.admin_users_delete_named({ name: user.name })} onClick={() => ask('delete', user)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    }),
  ]
  const list = useListPage({
    query: usersQueryOptions(search),
    columns,
    search,
    onSearchChange,
    errorToast: m.admin_users_fetch_failed(),
  })

  return (
    <>
      <ConsolePage
        title={m.admin_users_heading()}
        actions={
          <Group gap="sm">
            <ExportCsvButton download={() => exportListedUsers(search)} fallbackName="users.csv" />
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {m.admin_users_add_user()}
            </Button>
          </Group>
        }
      >
        <Group justify="space-between" align="flex-end" gap="sm">
          <ListSearchBox param="search" placeholder={m.admin_users_search_placeholder()} search={search} onSearchChange={onSearchChange} />
          <ListFilter label={m.admin_users_status()} param="status" options={statusOptions()} search={search} onSearchChange={onSearchChange} width={240} />
        </Group>

        {listsUnverified(search) && list.data && !list.loading && (
          <Title order={3} size="h5">
            {m.admin_users_waiting_count({ count: list.capped ? '1,000+' : list.data.total })}
          </Title>
        )}

        <ListTable
          list={list}
          label={m.admin_users_table()}
          pagesLabel={m.admin_users_pages()}
          loadingMessage={m.admin_users_loading()}
          errorMessage={m.admin_users_fetch_failed()}
          emptyMessage={m.admin_users_empty()}
          missing="--"
          // Names and emails wrap: the eight columns fit beside the open sidebar at 1280 px.
          minWidth={720}
          stickyActions
        />
      </ConsolePage>

      <AddUserDialog opened={adding} onClose={() => setAdding(false)} onSubmit={(body) => addUser.mutateAsync({ body })} />
      <UpdateUserDialog
        opened={editOpen}
        user={editing}
        onClose={() => setEditOpen(false)}
        onSubmit={(user, values) => updateUser.mutateAsync({ body: { id: user.id, ...values } })}
      />
      <ConfirmDialog
        opened={confirmOpen}
        message={
          confirming?.kind === 'delete' ? m.admin_users_confirm_delete({ name: confirming.user.name }) : m.admin_users_confirm_approve({ name: confirming?.user.name ?? '' })
        }
        confirmLabel={confirming?.kind === 'delete' ? m.admin_users_delete() : m.admin_purchases_approve()}
        confirmColor={confirming?.kind === 'delete' ? 'red' : undefined}
        busy={deleteUser.isPending || updateUser.isPending}
        onConfirm={confirm}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  )
}
