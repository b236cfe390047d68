import { useEffect, useState } from 'react'
import { ActionIcon, Badge, Button, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  addUserMutation,
  deleteUserMutation,
  getAdminDashboardQueryKey,
  getMemberStatsQueryKey,
  listUsersQueryKey,
  updateUserMutation,
} from '@/client/@tanstack/react-query.gen'
import type { AdminUser } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { DataTable, type DataTableColumn } from '@/ui/data-table'
import { formatDateISO } from '@/ui/format'
import { useErrorToast } from '@/ui/use-error-toast'
import { AddUserDialog } from '@/features/admin-users/add-user-dialog'
import { ConfirmDialog } from '@/features/admin-users/confirm-dialog'
import { ListPagination } from '@/ui/list-pagination'
import { IconPencil, IconPlus, IconTrash } from '@/features/admin-users/row-icons'
import { SearchBox } from '@/ui/search-box'
import classes from '@/features/admin-users/sticky-actions.module.css'
import { UpdateUserDialog } from '@/features/admin-users/update-user-dialog'
import { listsUnverified, USERS_PAGE_SIZE, usersQueryOptions, type UsersSearch } from '@/features/admin-users/users-search'

const STATUS_OPTIONS = [
  { value: '', label: 'Select Status' },
  { value: 'pending', label: 'Waiting For Verification' },
  { value: 'verified', label: 'Verified User' },
]

interface ManageUsersPageProps {
  search: UsersSearch
  onSearchChange: (patch: Partial<UsersSearch>) => void
}

interface Confirming {
  kind: 'delete' | 'approve'
  user: AdminUser
}

/** Every change can move users between pages, filters and dashboard counts. */
function useRefreshUsers() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([listUsersQueryKey({ client: adminClient }), getMemberStatsQueryKey({ client: adminClient }), getAdminDashboardQueryKey({ client: adminClient })].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}

export function ManageUsersPage({ search, onSearchChange }: ManageUsersPageProps) {
  const page = search.page ?? 1
  // The previous page stays behind the spinner, so the pagination keeps its place while the next one loads.
  const usersQuery = useQuery({ ...usersQueryOptions(search), placeholderData: keepPreviousData })
  useErrorToast(usersQuery.error, 'Failed to fetch users')
  const loading = usersQuery.isPending || usersQuery.isPlaceholderData
  const users = usersQuery.data?.data
  const totalPages = Math.max(1, Math.ceil((users?.total ?? 0) / USERS_PAGE_SIZE))

  // Deleting or approving the last row of the last page leaves that page empty: step back.
  useEffect(() => {
    if (!loading && users && users.records.length === 0 && users.total > 0 && page > totalPages) onSearchChange({ page: totalPages })
  }, [loading, users, page, totalPages, onSearchChange])

  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [editOpen, setEditOpen] = useState(false)
  // Kept after closing so the dialog's text does not change while it fades out.
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const refresh = useRefreshUsers()

  const addUser = useMutation({
    ...addUserMutation({ client: adminClient }),
    onSuccess: (response) => {
      notifySuccess(response.message)
      return refresh()
    },
    onError: (error) => notifyError(error, 'Failed to add user'),
  })
  const updateUser = useMutation({
    ...updateUserMutation({ client: adminClient }),
    onSuccess: (response) => {
      notifySuccess(response.message)
      return refresh()
    },
    onError: (error, variables) => notifyError(error, variables.body.isApproved ? 'Failed to verify user' : 'Failed to update user'),
  })
  const deleteUser = useMutation({
    ...deleteUserMutation({ client: adminClient }),
    onSuccess: (response) => {
      notifySuccess(response.message)
      return refresh()
    },
    onError: (error) => notifyError(error, 'Failed to delete user'),
  })

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

  const columns: DataTableColumn<AdminUser>[] = [
    { key: 'sl', header: 'Sl.No', cell: (_, index) => (page - 1) * USERS_PAGE_SIZE + index + 1 },
    { key: 'name', header: 'Name', cell: (user) => user.name },
    { key: 'email', header: 'Email', cell: (user) => user.email },
    { key: 'mobile', header: 'Mobile', cell: (user) => user.mobile },
    { key: 'referral', header: 'Referral Code', cell: (user) => user.referralCode.trim() },
    { key: 'date', header: 'Date', cell: (user) => formatDateISO(user.createdAt) },
    {
      key: 'approval',
      header: 'Approval',
      cell: (user) =>
        user.isApproved ? (
          <Badge color="green" variant="light" c="dark.8">
            Verified
          </Badge>
        ) : (
          <Button size="compact-sm" color="yellow" variant="light" c="dark.8" onClick={() => ask('approve', user)}>
            Waiting
          </Button>
        ),
    },
    {
      key: 'action',
      header: 'Action',
      cell: (user) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${user.name}`}
            onClick={() => {
              setEditing(user)
              setEditOpen(true)
            }}
          >
            <IconPencil />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${user.name}`} onClick={() => ask('delete', user)}>
            <IconTrash />
          </ActionIcon>
        </Group>
      ),
    },
  ]

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2}>Manage User</Title>
        <Button leftSection={<IconPlus />} onClick={() => setAdding(true)}>
          Add User
        </Button>
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <SearchBox
              label="Search"
              placeholder="Name, email, mobile or referral code"
              value={search.search ?? ''}
              onSearch={(text) => onSearchChange({ search: text || undefined, page: undefined })}
            />
            <NativeSelect
              label="Status"
              data={STATUS_OPTIONS}
              value={search.status ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value
                onSearchChange({ status: value === 'pending' || value === 'verified' ? value : undefined, page: undefined })
              }}
              w={{ base: '100%', sm: 240 }}
            />
          </Group>

          {listsUnverified(search) && users && !loading && (
            <Title order={3} size="h5">
              Waiting For Verification ({users.totalCapped ? '1,000+' : users.total})
            </Title>
          )}

          <div className={classes.table}>
            <DataTable
              label="Users"
              columns={columns}
              rows={users?.records ?? []}
              rowKey={(user) => user.id}
              loadingMessage={loading ? 'Loading users...' : undefined}
              errorMessage={usersQuery.isError ? 'Failed to fetch users' : undefined}
              emptyMessage="No users found."
              missing="--"
              minWidth={960}
            />
          </div>

          <ListPagination
            label="Users pages"
            page={page}
            totalPages={totalPages}
            capped={users?.totalCapped}
            onChange={(next) => onSearchChange({ page: next === 1 ? undefined : next })}
          />
        </Stack>
      </Paper>

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
    </Stack>
  )
}
