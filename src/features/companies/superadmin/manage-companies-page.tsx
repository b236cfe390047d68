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
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { AddAdminDialog } from '@/features/companies/superadmin/add-admin-dialog'
import { AddCompanyDialog } from '@/features/companies/superadmin/add-company-dialog'
import { ResetTwoFactorDialog } from '@/features/companies/superadmin/reset-two-factor-dialog'
import { companiesQueryOptions, type CompaniesSearch } from '@/features/companies/superadmin/companies-search'

type ManageCompaniesPageProps = SearchProps<CompaniesSearch>

const column = listColumnHelper<Company>()

/** The spec's 'Company manage': heading, Add Company, a debounced search and the company table. */
export function ManageCompaniesPage({ search, onSearchChange }: ManageCompaniesPageProps) {
  useLocale()
  const [adding, setAdding] = useState(false)
  // The other super-admin screens pick companies from the same list.
  const refresh = useRefresh(listCompaniesQueryKey({ client: adminClient }))
  const addCompany = useMutation({ ...addCompanyMutation({ client: adminClient }), ...announce(m.sa_companies_add_failed(), m.done_company_added(), refresh) })
  const [addingAdminTo, setAddingAdminTo] = useState<Company | null>(null)
  const addAdmin = useMutation({ ...addCompanyAdminMutation({ client: adminClient }), ...announce(m.sa_companies_add_admin_failed(), m.done_admin_added()) })
  const [resettingIn, setResettingIn] = useState<Company | null>(null)
  const resetTwoFactor = useMutation({ ...resetAdminTwoFactorMutation({ client: adminClient }), ...announce(m.sa_companies_reset_failed(), m.done_admin_two_factor_reset()) })

  const columns = [
    serialColumn<Company>(m.sa_companies_serial()),
    column.accessor('companyName', { header: m.sa_companies_name() }),
    column.accessor('email', { header: m.credentials_email() }),
    column.accessor('mobile', { header: m.sa_companies_mobile() }),
    column.accessor('companyAadhaarCard', { header: m.sa_companies_aadhaar() }),
    column.accessor('companyPan', { header: m.sa_companies_pan() }),
    column.accessor('companyAddress', {
      header: m.sa_companies_address(),
      cell: ({ getValue }) => (
        <Text size="sm" maw={220} truncate="end" title={getValue()}>
          {getValue()}
        </Text>
      ),
    }),
    column.accessor('companyPincode', { header: m.sa_companies_pin() }),
    column.accessor('tokenName', { header: m.sa_companies_token() }),
    column.accessor('tokenSymbol', { header: m.sa_companies_symbol() }),
    column.accessor((company) => formatDateISO(company.createdAt), { id: 'date', header: m.sa_companies_date() }),
    column.display({
      id: 'actions',
      header: m.sa_companies_actions(),
      cell: ({ row: { original: company } }) => (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setAddingAdminTo(company)} aria-label={m.sa_companies_add_admin_to({ company: company.companyName })}>
            {m.sa_companies_add_admin()}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setResettingIn(company)} aria-label={m.sa_companies_reset_of({ company: company.companyName })}>
            {m.sa_companies_reset()}
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
    errorToast: m.sa_companies_fetch_failed(),
  })

  return (
    <>
      <ConsolePage
        title={m.sa_companies_heading()}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
            {m.sa_companies_add_company()}
          </Button>
        }
      >
        <ListSearchBox param="search" placeholder={m.sa_companies_search_placeholder()} search={search} onSearchChange={onSearchChange} />

        <ListTable
          list={list}
          label={m.sa_companies_table()}
          pagesLabel={m.sa_companies_pages()}
          loadingMessage={m.sa_companies_loading()}
          errorMessage={m.sa_companies_fetch_failed()}
          emptyMessage={m.sa_companies_empty()}
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
