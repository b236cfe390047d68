import { Alert, Modal, Stack, Text } from '@mantine/core'
import type { Company, ResetAdminTwoFactorRequest } from '@/client/types.gen'
import { vEmail } from '@/client/valibot.gen'
import { useAppForm } from '@/ui/form/app-form'
import { closeWhenSaved, DialogActions } from '@/ui/form/dialog-actions'
import { firstOf, required, rule } from '@/ui/form/rules'
import { m } from '@/paraglide/messages'

/** The admin's email: filled, then an email; the messages read when the check runs, in the language of that moment. */
const adminEmail = firstOf(required(m.twofa_reset_email_required), rule(vEmail, m.twofa_reset_email_invalid))

interface ResetTwoFactorDialogProps {
  /** The company whose admin lost their authenticator; closed while null. */
  company: Company | null
  onClose: () => void
  /** Closes once it resolves; when it rejects (the caller has said why) the dialog stays open. */
  onSubmit: (values: ResetAdminTwoFactorRequest) => Promise<unknown>
}

/**
 * The way back for an admin who lost both their authenticator and their recovery codes: their
 * second factor is deleted and their sessions end, so they sign in with the password and, where
 * the company requires it, set up a new app. The admin is named by the email they sign in with,
 * within the company of the row the dialog was opened from.
 */
export function ResetTwoFactorDialog({ company, onClose, onSubmit }: ResetTwoFactorDialogProps) {
  return (
    <Modal opened={company !== null} onClose={onClose} title={m.twofa_reset_title()} centered closeButtonProps={{ 'aria-label': m.dialog_close() }}>
      {company && <ResetForm key={company.id} company={company} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  )
}

function ResetForm({ company, onClose, onSubmit }: { company: Company } & Omit<ResetTwoFactorDialogProps, 'company'>) {
  const form = useAppForm({
    defaultValues: { email: '' },
    onSubmit: ({ value }) => closeWhenSaved(onSubmit({ companyId: company.id, email: value.email.trim() }), onClose),
  })
  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {m.twofa_reset_for({ company: company.companyName, symbol: company.tokenSymbol })}
          </Text>
          <Alert variant="light" color="yellow">
            {m.twofa_reset_warning()}
          </Alert>
          <form.AppField name="email" validators={{ onBlur: adminEmail }}>
            {(field) => (
              <field.TextField label={m.twofa_reset_email()} description={m.twofa_reset_email_description()} type="email" autoComplete="off" spellCheck={false} withAsterisk />
            )}
          </form.AppField>
          <DialogActions label={m.twofa_reset()} pendingLabel={m.twofa_resetting()} onCancel={onClose} />
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
