import { ActionIcon, Menu, Tooltip } from '@mantine/core'
import type { Company } from '@/client/types.gen'
import { StatusBadge } from '@/ui/status-badge'
import { IconDots } from '@/ui/icons'
import { m } from '@/paraglide/messages'

/** A long value in a narrow cell: it wraps, even inside a word (an email, a masked Aadhaar), rather than widen the table. */
export function Wrapping({ text, width }: { text: string; width: number }) {
  return (
    <span style={{ display: 'block', maxWidth: width, overflowWrap: 'anywhere' }} title={text}>
      {text}
    </span>
  )
}

/** A value read as one piece (a date, a mobile number, a PIN): never broken across lines. */
export function Whole({ text }: { text: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
}

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

interface CompanyActionsProps {
  company: Company
  onEdit: () => void
  onSuspend: () => void
  onResume: () => void
  onAddAdmin: () => void
  onResetTwoFactor: () => void
}

/** A row's actions in one menu, so the list keeps its width for the company's facts. */
export function CompanyActions({ company, onEdit, onSuspend, onResume, onAddAdmin, onResetTwoFactor }: CompanyActionsProps) {
  const suspended = company.status === 'SUSPENDED'
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={m.company_care_actions_of({ company: company.companyName })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onEdit}>{m.company_care_edit()}</Menu.Item>
        {suspended ? (
          <Menu.Item onClick={onResume}>{m.company_care_resume()}</Menu.Item>
        ) : (
          <Menu.Item color="red" onClick={onSuspend}>
            {m.company_care_suspend()}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={onAddAdmin} aria-label={m.sa_companies_add_admin_to({ company: company.companyName })}>
          {m.sa_companies_add_admin()}
        </Menu.Item>
        <Menu.Item color="red" onClick={onResetTwoFactor} aria-label={m.sa_companies_reset_of({ company: company.companyName })}>
          {m.sa_companies_reset()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
