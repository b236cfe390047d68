import { useState } from 'react'
import { ActionIcon, Badge, Button, Group, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { addUserMutation, deleteUserMutation, getAdminDashboardQueryKey, getMemberStatsQueryKey, listUsersQueryKey, updateUserMutation } from '@/client/@tanstack/react-query.gen'
import type { AdminUser } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
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

const STATUS_OPTIONS = [
  { value: '', label: 'Select Status' },
  { value: 'pending', label: 'Waiting For Verification' },
  { value: 'verified', label: 'Verified User' },
  { value: 'all', label: 'All' },
] as const

type ManageUsersPageProps = SearchProps<UsersSearch>

interface Confirming {
  kind: 'delete' | 'approve'
  user: AdminUser
}

const column = listColumnHelper<AdminUser>()

export function ManageUsersPage({ search, onSearchChange }: ManageUsersPageProps) {
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [editOpen, setEditOpen] = useState(false)
  // Kept after closing so the dialog's text does not change while it fades out.
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  // Every change can move users between pages, filters and dashboard counts.
  const refresh = useRefresh(listUsersQueryKey({ client: adminClient }), getMemberStatsQueryKey({ client: adminClient }), getAdminDashboardQueryKey({ client: adminClient }))

  const addUser = useMutation({ ...addUserMutation({ client: adminClient }), ...announce('Failed to add user', refresh) })
  const updateUser = useMutation({
    ...updateUserMutation({ client: adminClient }),
    // The same call verifies a waiting user (isApproved) and saves an edit.
    ...announce(({ body }: { body: { isApproved?: boolean } }) => (body.isApproved ? 'Failed to verify user' : 'Failed to update user'), refresh),
  })
  const deleteUser = useMutation({ ...deleteUserMutation({ client: adminClient }), ...announce('Failed to delete user', refresh) })

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
    serialColumn<AdminUser>('Sl.No'),
    column.accessor('name', { header: 'Name' }),
    column.accessor('email', { header: 'Email' }),
    column.accessor('mobile', { header: 'Mobile' }),
    column.accessor((user) => user.referralCode.trim(), { id: 'referralCode', header: 'Referral Code' }),
    column.accessor((user) => formatDateISO(user.createdAt), { id: 'date', header: 'Date' }),
    column.display({
      id: 'approval',
      header: 'Approval',
      cell: ({ row: { original: user } }) =>
        user.isApproved ? (
          <Badge color="green" variant="light" c="var(--app-on-tint)">
            Verified
          </Badge>
        ) : (
          <Button size="compact-sm" color="yellow" variant="light" c="var(--app-on-tint)" onClick={() => ask('approve', user)}>
            Waiting
          </Button>
        ),
    }),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: user } }) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${user.name}`}
            onClick={() => {
              setEditing(user)
              setEditOpen(true)
            }}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${user.name}`} onClick={() => ask('delete', user)}>
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
    errorToast: 'Failed to fetch users',
  })

  return (
    <>
      <ConsolePage
        title="Manage User"
        actions={
          <Group gap="sm">
            <ExportCsvButton download={() => exportListedUsers(search)} fallbackName="users.csv" />
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              Add User
            </Button>
          </Group>
        }
      >
        <Group justify="space-between" align="flex-end" gap="sm">
          <ListSearchBox param="search" placeholder="Name, email, mobile or referral code" search={search} onSearchChange={onSearchChange} />
          <ListFilter label="Status" param="status" options={STATUS_OPTIONS} search={search} onSearchChange={onSearchChange} width={240} />
        </Group>

        {listsUnverified(search) && list.data && !list.loading && (
          <Title order={3} size="h5">
            Waiting For Verification ({list.capped ? '1,000+' : list.data.total})
          </Title>
        )}

        <ListTable
          list={list}
          label="Users"
          pagesLabel="Users pages"
          loadingMessage="Loading users..."
          errorMessage="Failed to fetch users"
          emptyMessage="No users found."
          missing="--"
          minWidth={960}
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
          confirming?.kind === 'delete'
            ? `Are you sure you want to delete ${confirming.user.name}? They will no longer be able to sign in.`
            : `Are you sure you want to approve ${confirming?.user.name}?`
        }
        confirmLabel={confirming?.kind === 'delete' ? 'Delete' : 'Approve'}
        confirmColor={confirming?.kind === 'delete' ? 'red' : undefined}
        busy={deleteUser.isPending || updateUser.isPending}
        onConfirm={confirm}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  )
}
