import { ActionIcon, Menu, Tooltip } from '@mantine/core'
import type { Company } from '@/client/types.gen'
import { StatusBadge } from '@/ui/status-badge'
import { IconDots } from '@/ui/icons'
import { m } from '@/paraglide/messages'

/** Active or Suspended; a suspended company's badge tells its reason on hover and focus. */
export function CompanyStatus({ company }: { company: Company }) {
  if (company.status === 'ACTIVE') return <StatusBadge status="approved" label={m.company_care_active()} />
  return (
    <Tooltip label={company.suspensionReason ?? ''} multiline maw={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} aria-label={m.company_care_suspended_because({ reason: company.suspensionReason ?? '' })}>
        <StatusBadge status="rejected" label={m.company_care_suspended()} />
      </span>
    </Tooltip>
  )
}

/** What a row's actions do, given by the page. */
export interface CompanyActionHandlers {
  edit: (company: Company) => void
  suspend: (company: Company) => void
  resume: (company: Company) => void
  addAdmin: (company: Company) => void
  resetTwoFactor: (company: Company) => void
}

/** A company's actions, in one menu: edit, suspend or resume, add an admin, reset an admin's second factor. */
export function CompanyActions({ company, act }: { company: Company; act: CompanyActionHandlers }) {
  const suspended = company.status === 'SUSPENDED'
  return (
    // Red items take the error red, which reads on white (Mantine's red 6 is 3.3:1).
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={m.company_care_actions_of({ company: company.companyName })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => act.edit(company)}>{m.company_care_edit()}</Menu.Item>
        {suspended ? (
          <Menu.Item onClick={() => act.resume(company)}>{m.company_care_resume()}</Menu.Item>
        ) : (
          <Menu.Item c="var(--mantine-color-error)" onClick={() => act.suspend(company)}>
            {m.company_care_suspend()}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => act.addAdmin(company)} aria-label={m.sa_companies_add_admin_to({ company: company.companyName })}>
          {m.sa_companies_add_admin()}
        </Menu.Item>
        <Menu.Item c="var(--mantine-color-error)" onClick={() => act.resetTwoFactor(company)} aria-label={m.sa_companies_reset_of({ company: company.companyName })}>
          {m.sa_companies_reset()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
