import { useState } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { addCompanyAdminMutation, addCompanyMutation, listCompaniesQueryKey, resetAdminTwoFactorMutation } from '@/client/@tanstack/react-query.gen'
import type { Company } from '@/client/types.gen'
import { adminClient } from '@/lib/api-client'
import { announce, useRefresh } from '@/lib/change-outcome'
import { ConsolePage } from '@/ui/console-page'
import { formatDateISO } from '@/ui/format'
import { IconPlus } from '@/ui/icons'
import { ListSearchBox } from '@/ui/list-controls'
import { ListTable, listColumnHelper, serialColumn } from '@/ui/list-table'
import { type SearchProps, useListPage } from '@/ui/use-list-page'
import { AddAdminDialog } from '@/features/companies/superadmin/add-admin-dialog'
import { AddCompanyDialog } from '@/features/companies/superadmin/add-company-dialog'
import { ResetTwoFactorDialog } from '@/features/companies/superadmin/reset-two-factor-dialog'
import { companiesQueryOptions, type CompaniesSearch } from '@/features/companies/superadmin/companies-search'

type ManageCompaniesPageProps = SearchProps<CompaniesSearch>

const column = listColumnHelper<Company>()

/** The spec's 'Company manage': heading, Add Company, a debounced search and the company table. */
export function ManageCompaniesPage({ search, onSearchChange }: ManageCompaniesPageProps) {
  const [adding, setAdding] = useState(false)
  // The other super-admin screens pick companies from the same list.
  const refresh = useRefresh(listCompaniesQueryKey({ client: adminClient }))
  const addCompany = useMutation({ ...addCompanyMutation({ client: adminClient }), ...announce('Failed to add company', refresh) })
  const [addingAdminTo, setAddingAdminTo] = useState<Company | null>(null)
  const addAdmin = useMutation({ ...addCompanyAdminMutation({ client: adminClient }), ...announce('Failed to add admin') })
  const [resettingIn, setResettingIn] = useState<Company | null>(null)
  const resetTwoFactor = useMutation({ ...resetAdminTwoFactorMutation({ client: adminClient }), ...announce('Failed to reset two-factor sign-in') })

  const columns = [
    serialColumn<Company>('Sl.No'),
    column.accessor('companyName', { header: 'Name' }),
    column.accessor('email', { header: 'Email' }),
    column.accessor('mobile', { header: 'Mobile' }),
    column.accessor('companyAadhaarCard', { header: 'Aadhaar' }),
    column.accessor('companyPan', { header: 'PAN' }),
    column.accessor('companyAddress', {
      header: 'Address',
      cell: ({ getValue }) => (
        <Text size="sm" maw={220} truncate="end" title={getValue()}>
          {getValue()}
        </Text>
      ),
    }),
    column.accessor('companyPincode', { header: 'PIN' }),
    column.accessor('tokenName', { header: 'Token' }),
    column.accessor('tokenSymbol', { header: 'Symbol' }),
    column.accessor((company) => formatDateISO(company.createdAt), { id: 'date', header: 'Date' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: company } }) => (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setAddingAdminTo(company)} aria-label={`Add admin to ${company.companyName}`}>
            Add Admin
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setResettingIn(company)} aria-label={`Reset two-factor of an admin of ${company.companyName}`}>
            Reset two-factor
          </Button>
        </Group>
      ),
    }),
  ]
  const list = useListPage({
    query: companiesQueryOptions(search),
    columns,
    search,
    onSearchChange,
    errorToast: 'Failed to fetch companies',
  })

  return (
    <>
      <ConsolePage
        title="Manage Company"
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
            Add Company
          </Button>
        }
      >
        <ListSearchBox param="search" placeholder="Name, email, mobile, token or symbol" search={search} onSearchChange={onSearchChange} />

        <ListTable
          list={list}
          label="Companies"
          pagesLabel="Company pages"
          loadingMessage="Loading companies..."
          errorMessage="Failed to fetch companies"
          emptyMessage="No companies found."
          missing="--"
          minWidth={1280}
        />
      </ConsolePage>

      <AddAdminDialog company={addingAdminTo} onClose={() => setAddingAdminTo(null)} onSubmit={(body) => addAdmin.mutateAsync({ body })} />
      <ResetTwoFactorDialog company={resettingIn} onClose={() => setResettingIn(null)} onSubmit={(body) => resetTwoFactor.mutateAsync({ body })} />
      <AddCompanyDialog opened={adding} onClose={() => setAdding(false)} onSubmit={(body) => addCompany.mutateAsync({ body })} />
    </>
  )
}
