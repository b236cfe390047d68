import { useState } from 'react'
import { Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import {
  addCompanyAdminMutation,
  addCompanyMutation,
  listCompaniesQueryKey,
  resetAdminTwoFactorMutation,
  resumeCompanyMutation,
  suspendCompanyMutation,
  updateCompanyMutation,
} from '@/client/@tanstack/react-query.gen'
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
import { EditCompanyDialog } from '@/features/companies/superadmin/edit-company-dialog'
import { ResumeCompanyDialog, SuspendCompanyDialog } from '@/features/companies/superadmin/suspension-dialog'
import { CompanyActions, CompanyStatus } from '@/features/companies/superadmin/company-cells'
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

  const [editing, setEditing] = useState<Company | null>(null)
  const edit = useMutation({ ...updateCompanyMutation({ client: adminClient }), ...announce(m.company_care_edit_failed(), m.company_care_edited(), refresh) })
  const [suspending, setSuspending] = useState<Company | null>(null)
  const suspend = useMutation({ ...suspendCompanyMutation({ client: adminClient }), ...announce(m.company_care_suspend_failed(), m.company_care_suspended_done(), refresh) })
  const [resuming, setResuming] = useState<Company | null>(null)
  const resume = useMutation({ ...resumeCompanyMutation({ client: adminClient }), ...announce(m.company_care_resume_failed(), m.company_care_resumed_done(), refresh) })

  const actions = { edit: setEditing, suspend: setSuspending, resume: setResuming, addAdmin: setAddingAdminTo, resetTwoFactor: setResettingIn }
  // Eleven facts, the status and the actions fit 1,280 px beside the sidebar (the table is compact):
  // long values wrap in narrow cells, dates and numbers stay whole, and the actions sit in one menu.
  const columns = [
    serialColumn<Company>(m.sa_companies_serial()),
    column.accessor('companyName', { header: m.sa_companies_name(), meta: { wrap: 'anywhere', maxWidth: 96 } }),
    column.accessor('email', { header: m.credentials_email(), meta: { wrap: 'anywhere', maxWidth: 104 } }),
    column.accessor('mobile', { header: m.sa_companies_mobile() }),
    column.accessor('companyAadhaarCard', { header: m.sa_companies_aadhaar(), meta: { wrap: 'anywhere', maxWidth: 60 } }),
    column.accessor('companyPan', { header: m.sa_companies_pan(), meta: { wrap: 'anywhere', maxWidth: 72 } }),
    column.accessor('companyAddress', { header: m.sa_companies_address(), meta: { wrap: 'anywhere', maxWidth: 96 } }),
    column.accessor('companyPincode', { header: m.sa_companies_pin() }),
    column.accessor('tokenName', { header: m.sa_companies_token(), meta: { wrap: 'anywhere', maxWidth: 72 } }),
    column.accessor('tokenSymbol', { header: m.sa_companies_symbol(), meta: { wrap: 'anywhere', maxWidth: 56 } }),
    column.accessor((company) => formatDateISO(company.createdAt), { id: 'date', header: m.sa_companies_date() }),
    column.accessor('status', {
      header: m.company_care_status(),
      cell: ({ row: { original: company } }) => <CompanyStatus company={company} />,
    }),
    column.display({ id: 'actions', header: m.sa_companies_actions(), cell: ({ row }) => <CompanyActions company={row.original} act={actions} /> }),
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
          minWidth={880}
          compact
        />
      </ConsolePage>

      <AddAdminDialog company={addingAdminTo} onClose={() => setAddingAdminTo(null)} onSubmit={(body) => addAdmin.mutateAsync({ body })} />
      <ResetTwoFactorDialog company={resettingIn} onClose={() => setResettingIn(null)} onSubmit={(body) => resetTwoFactor.mutateAsync({ body })} />
      <EditCompanyDialog company={editing} onClose={() => setEditing(null)} onSubmit={(body) => edit.mutateAsync({ body })} />
      <SuspendCompanyDialog company={suspending} onClose={() => setSuspending(null)} onSubmit={(body) => suspend.mutateAsync({ body })} />
      <ResumeCompanyDialog
        company={resuming}
        busy={resume.isPending}
        onClose={() => setResuming(null)}
        onConfirm={(company) => resume.mutate({ body: { companyId: company.id } }, { onSuccess: () => setResuming(null) })}
      />
      <AddCompanyDialog opened={adding} onClose={() => setAdding(false)} onSubmit={(body) => addCompany.mutateAsync({ body })} />
    </>
  )
}
