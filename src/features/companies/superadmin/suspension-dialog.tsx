import { Modal, Stack, Text } from '@mantine/core'
import type { Company, SuspendCompanyRequest } from '@/client/types.gen'
import { vSuspendCompanyRequest } from '@/client/valibot.gen'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, DialogActions } from '@/ui/form/dialog-actions'
import { firstOf, required, rule } from '@/ui/form/rules'
import { TextareaField } from '@/ui/form/textarea-field'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'

/** The reason: filled, then within the contract's 500 characters. */
const reasonCheck = firstOf(required(m.company_care_reason_required), rule(vSuspendCompanyRequest.entries.reason, m.company_care_reason_invalid))

interface SuspendDialogProps {
  /** The company to suspend; closed while null. */
  company: Company | null
  onClose: () => void
  /** Closes once it resolves; when it rejects (the caller has said why) the dialog stays open. */
  onSubmit: (values: SuspendCompanyRequest) => Promise<unknown>
}

/** Asks before suspending, and for the reason the company's members and admins will be shown. */
export function SuspendCompanyDialog({ company, onClose, onSubmit }: SuspendDialogProps) {
  useLocale()
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={company ? m.company_care_suspend_title({ company: company.companyName }) : ''}
      centered
      closeButtonProps={{ 'aria-label': m.dialog_close() }}
    >
      {company && <SuspendForm key={company.id} company={company} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function SuspendForm({ company, onClose, onSubmit }: { company: Company } & Omit<SuspendDialogProps, 'company'>) {
  const form = useAppForm({
    defaultValues: { reason: '' },
    onSubmit: ({ value }) => closeWhenSaved(onSubmit({ companyId: company.id, reason: value.reason.trim() }), onClose),
  })
  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="sm">
          <Text size="sm">{m.company_care_suspend_body()}</Text>
          <form.AppField name="reason" validators={{ onBlur: reasonCheck }}>
            {() => <TextareaField label={m.company_care_reason()} description={m.company_care_reason_description()} minRows={2} maxLength={500} withAsterisk />}
          </form.AppField>
          <DialogActions label={m.company_care_suspend()} pendingLabel={m.company_care_suspending()} onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}

interface ResumeDialogProps {
  /** The suspended company to resume; closed while null. */
  company: Company | null
  busy: boolean
  onClose: () => void
  onConfirm: (company: Company) => void
}

/** Asks before resuming: the company's people can sign in and buy again. */
export function ResumeCompanyDialog({ company, busy, onClose, onConfirm }: ResumeDialogProps) {
  useLocale()
  return (
    <ConfirmDialog
      opened={company !== null}
      title={company ? m.company_care_resume_title({ company: company.companyName }) : ''}
      message={m.company_care_resume_body()}
      confirmLabel={m.company_care_resume()}
      busy={busy}
      onConfirm={() => company && onConfirm(company)}
      onClose={onClose}
    />
  )
}
